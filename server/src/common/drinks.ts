import type { VatCategory } from './vat.js';

/** The VAT categories of drinks (spec 9); FOOD is the only one that is not. */
const DRINK_VAT_CATEGORIES: readonly VatCategory[] = ['BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK'];

/**
 * Whether a menu item is a drink: the one place that decides it, by the item's VAT category (what the restaurant
 * already keeps right for its taxes). The back office's products carry it, and every order line keeps it as it was
 * at checkout (`order_items.is_drink`), for the kitchen's sort and whatever else asks "drink or dish".
 */
export function isDrink(item: { vatCategory: VatCategory }): boolean {
  return DRINK_VAT_CATEGORIES.includes(item.vatCategory);
}
