import type { Schema, Session } from '@tischlein/api-types';
import { guestNameAllowed, normaliseGuestName } from '../session/guest-name.ts';
import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

/** What a guest may change of their session: the name on the shared basket's lines, and the basket switch. */
export type SessionChanges = Schema<'UpdateSessionDto'>;

const sessionPath = (session: GuestSession) => `/sessions/${encodeURIComponent(session.sessionId)}`;

/** GET /sessions/{id}: the session as the server keeps it, with the guest's name and the basket switch. */
export function loadSessionSettings(session: GuestSession, signal?: AbortSignal): Promise<Session> {
  return callApi<Session>(sessionPath(session), { token: session.jwt, signal });
}

/** PATCH /sessions/{id}: the name (null: "Gast n") or the switch to a basket of one's own; a bad name answers 400. */
export function updateSessionSettings(session: GuestSession, changes: SessionChanges): Promise<Session> {
  return callApi<Session>(sessionPath(session), { method: 'PATCH', token: session.jwt, body: changes });
}

/** The name as it is sent: as the server stores it, empty meaning none (null); undefined when the server would refuse it. */
export function guestNameToSend(input: string): string | null | undefined {
  const name = normaliseGuestName(input);
  if (!name) return null;
  return guestNameAllowed(name) ? name : undefined;
}
