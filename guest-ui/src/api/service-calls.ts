import type { PaymentMethod, ServiceCall, ServiceCallKind } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import { asList, callApi } from './http.ts';

export type { ServiceCall, ServiceCallKind } from '@tischlein/api-types';

const callsPath = (session: GuestSession) => `/sessions/${encodeURIComponent(session.sessionId)}/service-calls`;

/** GET /sessions/{id}/service-calls: the table's open calls and those acknowledged lately. */
export async function loadServiceCalls(session: GuestSession, signal?: AbortSignal): Promise<ServiceCall[]> {
  return asList<ServiceCall>(await callApi<unknown>(callsPath(session), { token: session.jwt, signal }));
}

/**
 * POST /sessions/{id}/service-calls: "Kellner rufen" (WAITER) or "Rechnung bitte" (BILL, with Bar or Karte).
 * Answers the new call, or the one of that kind already open at the table.
 */
export function callService(session: GuestSession, kind: ServiceCallKind, paymentMethod?: PaymentMethod): Promise<ServiceCall> {
  return callApi<ServiceCall>(callsPath(session), {
    method: 'POST',
    token: session.jwt,
    body: kind === 'BILL' ? { kind, paymentMethod } : { kind },
  });
}
