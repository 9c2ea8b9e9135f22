import { asList, callApi } from './http.ts';

export interface Adding {
  addingId: number;
  name: string;
  price: number;
}

/** GET /addings?menuItemId=: the extras that fit this item. */
export async function loadAddings(menuItemId: number): Promise<Adding[]> {
  try {
    return asList<Adding>(await callApi<unknown>(`/addings?menuItemId=${menuItemId}`));
  } catch (err) {
    console.error('Error fetching extras', err);
    throw err;
  }
}
