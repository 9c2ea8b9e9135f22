import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { asList, callApi, inLanguage } from './http.ts';
import type { GuestOrder } from './order-status.ts';

/**
 * GET /sessions/{id}/orders: the session's orders and those its table's shared basket became since it joined, newest
 * first, their lines named in `lang`.
 */
export async function loadSessionOrders(
  session: Pick<GuestSession, 'sessionId' | 'jwt'>,
  lang: Language,
  signal?: AbortSignal,
): Promise<GuestOrder[]> {
  const path = inLanguage(`/sessions/${encodeURIComponent(session.sessionId)}/orders`, lang);
  return asList<GuestOrder>(await callApi<unknown>(path, { token: session.jwt, signal }));
}
