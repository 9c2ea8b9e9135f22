import { type Identifier, useGetList } from 'react-admin';
import { apiFetch } from '../providers/http';
import { resourceRoute } from '../providers/resources';
import type { MenuType } from './menuType.types';

/** Every menu type, inactive ones included, in the guests' order (the API sorts by sortOrder). */
export function useMenuTypes() {
  return useGetList<MenuType>('menu-types', { filter: { onlyActive: false } });
}

/** PUT /api/admin/menu-types/order: every type's id once, first to last, renumbered in one transaction. */
export function reorderMenuTypes(ids: Identifier[]) {
  return apiFetch(`${resourceRoute('menu-types').path}/order`, { method: 'PUT', body: JSON.stringify({ typeIds: ids }) });
}
