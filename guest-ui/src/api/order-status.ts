import type { GuestOrder as WireGuestOrder } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

export type { OrderStatus } from '@tischlein/api-types';

/** What the confirmation page shows of the guest's order; its lines when the answer carries them. */
export type GuestOrder = Pick<
  WireGuestOrder,
  'orderId' | 'orderNumber' | 'status' | 'paymentStatus' | 'grossAmount' | 'rejectionReason' | 'items'
>;

/** GET /sessions/{id}/orders/{orderId}: the order as the guest may see it. */
export function loadOrder(session: GuestSession, orderId: number, signal?: AbortSignal): Promise<GuestOrder> {
  return callApi<GuestOrder>(`/sessions/${encodeURIComponent(session.sessionId)}/orders/${orderId}`, { token: session.jwt, signal });
}
