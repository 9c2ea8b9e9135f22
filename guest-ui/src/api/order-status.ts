import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

export type OrderStatus = 'IN_PROGRESS' | 'APPROVED' | 'REJECTED' | 'COMPLETED' | 'CANCELED';

export interface GuestOrder {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  grossAmount: number;
  rejectionReason: string | null;
}

/** GET /sessions/{id}/orders/{orderId}: the order as the guest may see it. */
export function loadOrder(session: GuestSession, orderId: number, signal?: AbortSignal): Promise<GuestOrder> {
  return callApi<GuestOrder>(`/sessions/${encodeURIComponent(session.sessionId)}/orders/${orderId}`, { token: session.jwt, signal });
}
