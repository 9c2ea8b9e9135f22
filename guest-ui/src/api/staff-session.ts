import type { GuestSession } from '../session/session-store.ts';
import { readText } from '../prefs/storage.ts';
import { callApi, HttpError } from './http.ts';

/** Where the back office keeps the logged-in staff member's token, on this same origin (admin-ui/src/providers/token.ts). */
const STAFF_TOKEN_KEY = 'jwt';

/**
 * POST /admin/tables/{tableId}/staff-session with the back office's login: a session at the table in the staff
 * member's name, answered as a guest's start is. No login here: 401, as the server would answer.
 */
export function startStaffSession(tableId: string): Promise<GuestSession> {
  const token = readText(STAFF_TOKEN_KEY);
  if (!token) return Promise.reject(new HttpError(401, null));
  return callApi<GuestSession>(`/admin/tables/${encodeURIComponent(tableId)}/staff-session`, { method: 'POST', token });
}
