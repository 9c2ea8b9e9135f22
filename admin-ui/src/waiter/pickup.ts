import type { Order } from '../orders/order.types';

/** The orders every station has made ("Abholbereit"), the longest ready first; the server says when (`preparationState`). */
export function readyForPickup<T extends Order>(orders: readonly T[]): T[] {
  return orders
    .filter((order) => order.preparationState === 'READY')
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
}
