import type { Schema } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { callApi, inLanguage } from './http.ts';

/** The table's open bill as a guest sees it: every open line by guest, this guest's own marked by `mineKey`. */
export type GuestBill = Schema<'GuestBillDto'>;
export type BillGuest = Schema<'BillGuestDto'>;
export type BillLine = Schema<'BillLineDto'>;

/** GET /sessions/{id}/bill: the open (unpaid) lines of the guest's table named in `lang`, amounts in cents; 404 for takeaway. */
export function loadBill(session: GuestSession, lang: Language, signal?: AbortSignal): Promise<GuestBill> {
  return callApi<GuestBill>(inLanguage(`/sessions/${encodeURIComponent(session.sessionId)}/bill`, lang), { token: session.jwt, signal });
}
