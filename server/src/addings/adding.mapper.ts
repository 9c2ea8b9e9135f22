import { centsToEuro } from '../common/money.js';
import type { Adding } from './adding.entity.js';

export function toAddingDto(adding: Adding) {
  return { addingId: adding.id, id: adding.id, name: adding.name, price: centsToEuro(adding.priceCents) };
}

/** An extra fits an item when its scope is empty or names the item's type or category. */
export function addingFits(adding: Adding, item: { typeId: number; categoryId: number }): boolean {
  const typeFits = adding.typeIds.length === 0 || adding.typeIds.includes(item.typeId);
  const categoryFits = adding.categoryIds.length === 0 || adding.categoryIds.includes(item.categoryId);
  return typeFits && categoryFits;
}

/** The back office's view, with the scope and state guests don't see. */
export function toAdminAddingDto(adding: Adding) {
  return {
    ...toAddingDto(adding),
    active: adding.active,
    sortOrder: adding.sortOrder,
    typeIds: adding.typeIds,
    categoryIds: adding.categoryIds,
  };
}
