import type { EntityManager } from 'typeorm';
import type { EntryType } from './guest-session.entity.js';

export const NO_SESSION = 'Keine Session – bitte QR neu scannen.';

/*
 * Finds the session if it is open and was active within the idle limit, and notes the activity; the
 * write is skipped while the last one is under a minute old, so polling guests do not write each time.
 */
const TOUCH_ACTIVE_SQL = `
  WITH live AS (
    SELECT id, entry_type, last_activity_at FROM guest_sessions
    WHERE id = $1 AND status = 'OPEN' AND last_activity_at > now() - make_interval(hours => $2::int)
  ), touched AS (
    UPDATE guest_sessions s SET last_activity_at = now() FROM live
    WHERE s.id = live.id AND live.last_activity_at < now() - interval '1 minute'
    RETURNING s.id
  )
  SELECT id, entry_type FROM live`;

export interface ActiveSession {
  sessionId: string;
  entryType: EntryType;
}

/** The open, not idle session with this id (and its activity noted), or null. */
export async function touchActiveSession(manager: EntityManager, sessionId: string, idleHours: number): Promise<ActiveSession | null> {
  const [row] = await manager.query<Array<{ id: string; entry_type: EntryType }>>(TOUCH_ACTIVE_SQL, [sessionId, idleHours]);
  return row ? { sessionId: row.id, entryType: row.entry_type } : null;
}
