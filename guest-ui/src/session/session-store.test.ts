import { describe, expect, it } from 'vitest';
import { SESSION, storeSession } from '../test-utils.tsx';
import { clearSessionForNewOrder, earlierSessions, loadSession, saveSession } from './session-store.ts';

const AT_TABLE_1 = { ...SESSION, entryType: 'TABLE' as const };

describe('earlier sessions ("Neue Bestellung")', () => {
  it('remembers the session "Neue Bestellung" leaves, while the next one is at the same table', () => {
    storeSession(AT_TABLE_1);
    clearSessionForNewOrder();
    expect(loadSession()).toBeNull();
    saveSession({ ...AT_TABLE_1, sessionId: 's-2', jwt: 'jwt-2' }, 'QR1');
    expect(earlierSessions()).toEqual([{ sessionId: 's-1', jwt: 'jwt-1', tableId: 1 }]);
  });

  it('forgets them at another table, and keeps no waiter session', () => {
    storeSession(AT_TABLE_1);
    clearSessionForNewOrder();
    saveSession({ ...AT_TABLE_1, sessionId: 's-3', jwt: 'jwt-3', tableId: 2, tableNumber: 2 }, 'QR2');
    expect(earlierSessions()).toEqual([]);
    storeSession({ ...AT_TABLE_1, staffUsername: 'kellner' });
    clearSessionForNewOrder();
    expect(earlierSessions()).toEqual([]);
  });
});
