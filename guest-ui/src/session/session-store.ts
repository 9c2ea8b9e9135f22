import { useMemo, useSyncExternalStore } from 'react';
import { KEY_PREFIX, readJson, readText, removeKey, writeJson } from '../prefs/storage.ts';

/** The guest's session as the server answered it, plus the chosen menu type (spec 3). */
export interface GuestSession {
  sessionId: string;
  tableId: number | null;
  tableNumber: number | null;
  status: string;
  createdAt: string;
  entryType: 'TABLE' | 'TAKEAWAY';
  jwt?: string;
  /** Upper-case menu type code, set when the guest chooses one. */
  menuType?: string;
  /** Set when a waiter opened the session for the table's guests (staff order entry): the screens say so. */
  staffUsername?: string | null;
}

// localStorage, so a reload or a closed tab on the phone keeps the session and with it the basket.
const SESSION_KEY = `${KEY_PREFIX}session_v1`;
// The table's QR code the session was started with: "Neue Bestellung" restarts at the same table.
const TABLE_KEY = `${KEY_PREFIX}table_code_v1`;
// The table of a session a waiter opened (staff order entry): "Neue Bestellung" opens the next one there.
const STAFF_TABLE_KEY = `${KEY_PREFIX}staff_table_v1`;
// The sessions this phone had at the same table before "Neue Bestellung" (which starts a new one, spec): their
// orders stay in the phone's list of orders while it sits there.
const EARLIER_SESSIONS_KEY = `${KEY_PREFIX}earlier_sessions_v1`;
const EARLIER_KEPT = 10;
const CHANGE = 'tischlein:session';

function parseSession(raw: string | null): GuestSession | null {
  try {
    const session = raw === null ? null : (JSON.parse(raw) as GuestSession);
    return session && typeof session === 'object' && typeof session.sessionId === 'string' ? session : null;
  } catch {
    return null;
  }
}

export function loadSession(): GuestSession | null {
  return parseSession(readText(SESSION_KEY));
}

function changed(): void {
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => (event.key === SESSION_KEY || event.key === null) && onChange();
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session; screens re-render when it is saved, changed or forgotten (here or in another tab). */
export function useSession(): GuestSession | null {
  const read = () => readText(SESSION_KEY);
  // The server's drawing of the first screen (first-screen.tsx) has no storage: no session there.
  const raw = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => parseSession(raw), [raw]);
}

export function saveSession(answer: GuestSession, tableCode: string | null): void {
  const { sessionId, tableId, tableNumber, status, createdAt, entryType, jwt, staffUsername } = answer;
  // Another table (or takeaway after a table): the earlier sessions were somewhere else.
  if (earlierSessions().some((earlier) => earlier.tableId !== tableId)) writeJson(EARLIER_SESSIONS_KEY, []);
  const staff = staffUsername ? { staffUsername } : {};
  writeJson(SESSION_KEY, { sessionId, tableId, tableNumber, status, createdAt, entryType, ...(jwt ? { jwt } : {}), ...staff });
  writeJson(TABLE_KEY, tableCode);
  writeJson(STAFF_TABLE_KEY, staffUsername ? tableId : null);
  changed();
}

export function setMenuType(code: string): void {
  const session = loadSession();
  if (!session) return;
  writeJson(SESSION_KEY, { ...session, menuType: code.toUpperCase() });
  changed();
}

/** Forgets the session (not the table it was started at, nor the guest's language, theme and menu memory). */
export function clearSession(): void {
  removeKey(SESSION_KEY);
  changed();
}

/** A session this phone had before the current one, at the same place. */
export interface EarlierSession {
  sessionId: string;
  jwt: string;
  tableId: number | null;
}

/** The sessions this phone had at the current session's table (or takeaway) before "Neue Bestellung", newest first. */
export function earlierSessions(): EarlierSession[] {
  const list = readJson<unknown>(EARLIER_SESSIONS_KEY);
  return Array.isArray(list) ? list.filter((s): s is EarlierSession => typeof s?.sessionId === 'string' && typeof s?.jwt === 'string') : [];
}

/** "Neue Bestellung": the session ends on this phone, and is remembered among the earlier ones (its orders stay listed). */
export function clearSessionForNewOrder(): void {
  const session = loadSession();
  if (session?.jwt && !session.staffUsername) {
    const earlier = { sessionId: session.sessionId, jwt: session.jwt, tableId: session.tableId };
    writeJson(
      EARLIER_SESSIONS_KEY,
      [earlier, ...earlierSessions().filter((s) => s.sessionId !== session.sessionId)].slice(0, EARLIER_KEPT),
    );
  }
  clearSession();
}

/** Forgets an earlier session the server no longer knows (ended, expired). */
export function forgetEarlierSession(sessionId: string): void {
  writeJson(
    EARLIER_SESSIONS_KEY,
    earlierSessions().filter((s) => s.sessionId !== sessionId),
  );
}

/**
 * Forgets the session the server refused, if it is still the stored one: an answer for an older
 * session (a request still under way when "Neue Bestellung" started the next) leaves the new one alone.
 */
export function forgetRefusedSession(jwt: string | undefined): void {
  if (jwt && loadSession()?.jwt === jwt) clearSession();
}

function startedTableCode(): string | null {
  const code = readJson<unknown>(TABLE_KEY);
  return typeof code === 'string' && code ? code : null;
}

/** Where a waiter takes an order for a table (staff order entry): the staff session is opened there. */
const staffStartPath = (tableId: number | string) => `/staff?table=${encodeURIComponent(tableId)}`;

/**
 * Where a (new) order starts: order-start, keeping the table query; without a table code given, where the last
 * session started, a waiter's staff entry included.
 */
export function startPath(tableCode?: string | null): string {
  if (tableCode === undefined) {
    const staffTable = readJson<unknown>(STAFF_TABLE_KEY);
    if (typeof staffTable === 'number') return staffStartPath(staffTable);
  }
  const code = tableCode === undefined ? startedTableCode() : tableCode;
  return code ? `/start?table=${encodeURIComponent(code)}` : '/start';
}

/** The waiter is done here: this phone forgets the staff session and goes back to the waiter view. */
export function leaveStaffMode(): void {
  clearSession();
  writeJson(STAFF_TABLE_KEY, null);
  window.location.assign(WAITER_VIEW);
}

/** The back office's waiter view (admin-ui), on the same origin. */
export const WAITER_VIEW = '/admin/waiter';
