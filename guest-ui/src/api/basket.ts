import type { Basket, BasketItem } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { callApi, inLanguage } from './http.ts';

/** The basket: the table's shared one (`shared`, its lines saying who added them) or the guest's own; `basketId` names it for the checkout. */
export type { Basket } from '@tischlein/api-types';
export type BasketLine = BasketItem;

const basketPath = (session: GuestSession) => `/sessions/${encodeURIComponent(session.sessionId)}/basket`;

/** GET /sessions/{id}/basket, products and extras named in `lang`. */
export function loadBasket(session: GuestSession, lang: Language): Promise<Basket> {
  return callApi<Basket>(inLanguage(basketPath(session), lang), { token: session.jwt });
}

/** What makes a basket line: the same item with the same extras and note adds to the line. */
interface LineChoice {
  menuItemId: number;
  addingIds: number[];
  /** The guest's note for the kitchen; empty or null for none. */
  note?: string | null;
}

/** POST /sessions/{id}/basket/items, one piece; a 409 means the item is not available any more. */
export function addToBasket(session: GuestSession, { menuItemId, addingIds, note }: LineChoice): Promise<unknown> {
  const body = { menuItemId, quantity: 1, addingIds, ...(note ? { note } : {}) };
  return callApi(`${basketPath(session)}/items`, { method: 'POST', token: session.jwt, body });
}

/** DELETE one piece of a line, or the whole line when quantity is omitted. */
export function removeFromBasket(session: GuestSession, itemId: number, quantity?: number): Promise<unknown> {
  const query = quantity ? `?quantity=${quantity}` : '';
  return callApi(`${basketPath(session)}/items/${itemId}${query}`, { method: 'DELETE', token: session.jwt });
}

/** DELETE one extra from a line. */
export function removeExtraFromBasket(session: GuestSession, itemId: number, addingId: number): Promise<unknown> {
  return callApi(`${basketPath(session)}/items/${itemId}/addings/${addingId}`, { method: 'DELETE', token: session.jwt });
}
