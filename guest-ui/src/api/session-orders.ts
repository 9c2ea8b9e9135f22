import type { GuestSession } from '../session/session-store.ts';
import { asList, callApi } from './http.ts';
import type { GuestOrder } from './order-status.ts';

/** GET /sessions/{id}/orders: the session's orders and those its table's shared basket became since it joined, newest first. */
export async function loadSessionOrders(session: GuestSession, signal?: AbortSignal): Promise<GuestOrder[]> {
  return asList<GuestOrder>(
    await callApi<unknown>(`/sessions/${encodeURIComponent(session.sessionId)}/orders`, { token: session.jwt, signal }),
  );
}
