import type { Extra } from '@tischlein/api-types';
import { asList, callApi } from './http.ts';

export type { Extra } from '@tischlein/api-types';

/** GET /addings?menuItemId=: the extras that fit this item (the wire's word for extras is "adding"). */
export async function loadExtras(menuItemId: number): Promise<Extra[]> {
  try {
    return asList<Extra>(await callApi<unknown>(`/addings?menuItemId=${menuItemId}`));
  } catch (err) {
    console.error('Error fetching extras', err);
    throw err;
  }
}
