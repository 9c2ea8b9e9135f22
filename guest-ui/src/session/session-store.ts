import { KEY_PREFIX, readJson, removeKey, writeJson } from '../prefs/storage.ts';

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
}

// localStorage, so a reload or a closed tab on the phone keeps the session and with it the basket.
const SESSION_KEY = `${KEY_PREFIX}session_v1`;
// The table's QR code the session was started with: "Neue Bestellung" restarts at the same table.
const TABLE_KEY = `${KEY_PREFIX}table_code_v1`;

export function loadSession(): GuestSession | null {
  const session = readJson<GuestSession>(SESSION_KEY);
  return session && typeof session === 'object' && typeof session.sessionId === 'string' ? session : null;
}

export function saveSession(answer: GuestSession, tableCode: string | null): void {
  const { sessionId, tableId, tableNumber, status, createdAt, entryType, jwt } = answer;
  writeJson(SESSION_KEY, { sessionId, tableId, tableNumber, status, createdAt, entryType, ...(jwt ? { jwt } : {}) });
  writeJson(TABLE_KEY, tableCode);
}

export function setMenuType(code: string): void {
  const session = loadSession();
  if (session) writeJson(SESSION_KEY, { ...session, menuType: code.toUpperCase() });
}

export function clearSession(): void {
  removeKey(SESSION_KEY);
}

export function startedTableCode(): string | null {
  const code = readJson<unknown>(TABLE_KEY);
  return typeof code === 'string' && code ? code : null;
}

/** Where a (new) order starts: order-start, keeping the table query. */
export function startPath(tableCode: string | null = startedTableCode()): string {
  return tableCode ? `/start?table=${encodeURIComponent(tableCode)}` : '/start';
}
