import { type Identifier, useGetList } from 'react-admin';
import { apiFetch } from '../providers/http';
import { resourceRoute } from '../providers/resources';
import type { Category } from './category.types';

/** Every category, grouped by type in the guests' order (the API sorts them so). */
export function useCategories() {
  return useGetList<Category>('categories');
}

/** PUT /api/admin/menu-categories/order: each of the type's categories once, first to last, in one transaction. */
export function reorderCategories(typeId: number, ids: Identifier[]) {
  return apiFetch(`${resourceRoute('categories').path}/order`, { method: 'PUT', body: JSON.stringify({ typeId, categoryIds: ids }) });
}
