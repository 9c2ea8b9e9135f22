import type { GuestOrder as WireGuestOrder } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { callApi, inLanguage } from './http.ts';

export type { OrderStatus } from '@tischlein/api-types';

/** How far a line is at its station: in preparation (a held course too), ready, served. */
export type LineProgress = 'PREPARING' | 'READY' | 'SERVED';

/**
 * One ordered line. `progress` is null while the line has not reached a station; optional until the
 * generated api-types carry it (and from servers that do not send it yet).
 */
export type GuestOrderLine = NonNullable<WireGuestOrder['items']>[number] & { progress?: LineProgress | null };

/** What the confirmation page shows of the guest's order; its lines when the answer carries them. */
export type GuestOrder = Pick<WireGuestOrder, 'orderId' | 'orderNumber' | 'status' | 'paymentStatus' | 'grossAmount' | 'rejectionReason'> &
  Partial<Pick<WireGuestOrder, 'submittedAt'>> & { items?: GuestOrderLine[] };

/** GET /sessions/{id}/orders/{orderId}: the order as the guest may see it, its lines named in `lang`. */
export function loadOrder(session: GuestSession, orderId: number, lang: Language, signal?: AbortSignal): Promise<GuestOrder> {
  const path = inLanguage(`/sessions/${encodeURIComponent(session.sessionId)}/orders/${orderId}`, lang);
  return callApi<GuestOrder>(path, { token: session.jwt, signal });
}
