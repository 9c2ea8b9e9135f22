import type { OrderItem } from '../../orders/order.types';

/** Drinks first, then everything else; each group alphabetically (spec: order detail). The server says what a drink is. */
export function drinksFirst<T extends Pick<OrderItem, 'menuItemName' | 'isDrink'>>(items: T[]): T[] {
  return [...items].sort((a, b) => Number(b.isDrink) - Number(a.isDrink) || a.menuItemName.localeCompare(b.menuItemName, 'de-AT'));
}
