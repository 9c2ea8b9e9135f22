import type { OrderItem } from './order.types';

const DRINK_WORDS = [
  'cola', 'wasser', 'saft', 'bier', 'wein', 'spritz', 'kaffee', 'tee', 'limo', 'soda', 'sprite', 'fanta',
  'espresso', 'cappuccino', 'latte', 'melange', 'verlängerter', 'kakao', 'schokolade', 'radler', 'most',
  'sekt', 'prosecco', 'aperol', 'eistee', 'almdudler', 'schorle', 'gespritzter', 'mineral', 'tonic', 'juice',
  'drink', 'cocktail', 'schnaps', 'whisky', 'gin', 'rum', 'vodka', 'likör', 'smoothie', 'shake', 'milch',
];
const DRINK_CATEGORIES = ['BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK'];

/** A drink by its menu type or VAT category, else by well-known words in its name (older orders lack both). */
export function isDrink(item: Pick<OrderItem, 'menuItemName' | 'typeCode' | 'vatCategory'>): boolean {
  if (item.typeCode?.toUpperCase() === 'DRINKS') return true;
  if (item.vatCategory && DRINK_CATEGORIES.includes(item.vatCategory.toUpperCase())) return true;
  const name = item.menuItemName.toLocaleLowerCase('de-AT');
  return DRINK_WORDS.some((word) => name.includes(word));
}

/** Drinks first, then everything else; each group alphabetically (spec: order detail). */
export function drinksFirst<T extends Pick<OrderItem, 'menuItemName' | 'typeCode' | 'vatCategory'>>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    const byKind = Number(isDrink(b)) - Number(isDrink(a));
    return byKind || a.menuItemName.localeCompare(b.menuItemName, 'de-AT');
  });
}
