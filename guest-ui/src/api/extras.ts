import type { Extra } from '@tischlein/api-types';
import type { Language } from '../i18n/languages.ts';
import { asList, callApi, inLanguage } from './http.ts';

export type { Extra } from '@tischlein/api-types';

/** GET /addings?menuItemId=&lang=: the extras that fit this item (the wire's word for extras is "adding"). */
export async function loadExtras(menuItemId: number, lang: Language): Promise<Extra[]> {
  try {
    return asList<Extra>(await callApi<unknown>(inLanguage(`/addings?menuItemId=${menuItemId}`, lang)));
  } catch (err) {
    console.error('Error fetching extras', err);
    throw err;
  }
}
