import type { PaymentMethod, Schema, ServiceCall, ServiceCallKind } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import { asList, callApi } from './http.ts';

export type { ServiceCall, ServiceCallKind } from '@tischlein/api-types';
/** "Rechnung bitte" for whom: only the guest's own lines (OWN) or the whole table (TABLE). */
export type BillScope = Schema<'BillScope'>;

const callsPath = (session: GuestSession) => `/sessions/${encodeURIComponent(session.sessionId)}/service-calls`;

/** GET /sessions/{id}/service-calls: the table's open calls and those acknowledged lately. */
export async function loadServiceCalls(session: GuestSession, signal?: AbortSignal): Promise<ServiceCall[]> {
  return asList<ServiceCall>(await callApi<unknown>(callsPath(session), { token: session.jwt, signal }));
}

/**
 * POST /sessions/{id}/service-calls: "Kellner rufen" (WAITER) or "Rechnung bitte" (BILL, with Bar or Karte, and
 * for whom: only the guest's own lines (OWN) or the whole table (TABLE)).
 * Answers the new call, or the one of that kind already open at the table.
 */
export function callService(
  session: GuestSession,
  kind: ServiceCallKind,
  paymentMethod?: PaymentMethod,
  billScope: BillScope = 'TABLE',
): Promise<ServiceCall> {
  return callApi<ServiceCall>(callsPath(session), {
    method: 'POST',
    token: session.jwt,
    body: kind === 'BILL' ? { kind, paymentMethod, billScope } : { kind },
  });
}
