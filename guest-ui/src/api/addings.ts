import type { Extra } from '@tischlein/api-types';
import { asList, callApi } from './http.ts';

/** An extra, as the wire calls it (spec: adding). */
export type Adding = Extra;

/** GET /addings?menuItemId=: the extras that fit this item. */
export async function loadAddings(menuItemId: number): Promise<Adding[]> {
  try {
    return asList<Adding>(await callApi<unknown>(`/addings?menuItemId=${menuItemId}`));
  } catch (err) {
    console.error('Error fetching extras', err);
    throw err;
  }
}
