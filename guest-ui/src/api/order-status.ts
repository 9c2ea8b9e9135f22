import type { GuestOrderItem, GuestOrder as WireGuestOrder } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { callApi, inLanguage } from './http.ts';

export type { OrderStatus } from '@tischlein/api-types';

/** One ordered line, with how far it is at its station (`progress`: null while it has not reached one). */
export type GuestOrderLine = GuestOrderItem;

/** What the confirmation page shows of the guest's order; its lines when the answer carries them. */
export type GuestOrder = Pick<WireGuestOrder, 'orderId' | 'orderNumber' | 'status' | 'paymentStatus' | 'grossAmount' | 'rejectionReason'> &
  Partial<Pick<WireGuestOrder, 'submittedAt'>> & { items?: GuestOrderLine[] };

/** GET /sessions/{id}/orders/{orderId}: the order as the guest may see it, its lines named in `lang`. */
export function loadOrder(session: GuestSession, orderId: number, lang: Language, signal?: AbortSignal): Promise<GuestOrder> {
  const path = inLanguage(`/sessions/${encodeURIComponent(session.sessionId)}/orders/${orderId}`, lang);
  return callApi<GuestOrder>(path, { token: session.jwt, signal });
}
