import { deviceId } from '../prefs/device-id.ts';
import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

/** POST /sessions/start/{table}, or /sessions/start/takeaway without a table code; with this phone's device id. */
export function startSession(tableCode: string | null): Promise<GuestSession> {
  const target = tableCode ? encodeURIComponent(tableCode) : 'takeaway';
  return callApi<GuestSession>(`/sessions/start/${target}`, { method: 'POST', headers: { 'X-Device-Id': deviceId() } });
}
