import { describe, expect, it } from 'vitest';
import { serviceCall as call } from '../test-utils.tsx';
import { billFor, callState, recheckIn, withCall } from './use-service-calls.ts';

describe('service call state', () => {
  it('is idle without a call, waiting while the newest call of the kind is open, "Kommt gleich" once acknowledged', () => {
    expect(callState([], 'WAITER')).toBe('idle');
    expect(callState([call(1, 'WAITER', 'OPEN')], 'WAITER')).toBe('waiting');
    expect(callState([call(1, 'WAITER', 'OPEN')], 'BILL')).toBe('idle');
    expect(callState([call(1, 'WAITER', 'ACKNOWLEDGED')], 'WAITER')).toBe('coming');
    expect(callState([call(1, 'BILL', 'EXPIRED')], 'BILL')).toBe('idle');
  });

  it('follows the newest call of a kind: a call after an acknowledged one waits again', () => {
    expect(callState([call(1, 'WAITER', 'ACKNOWLEDGED'), call(4, 'WAITER', 'OPEN')], 'WAITER')).toBe('waiting');
    expect(callState([call(4, 'WAITER', 'EXPIRED'), call(1, 'WAITER', 'ACKNOWLEDGED')], 'WAITER')).toBe('idle');
  });

  it('replaces the older state of the same call (the acknowledgement arriving live)', () => {
    const calls = withCall([call(1, 'WAITER', 'OPEN'), call(2, 'BILL', 'OPEN')], call(1, 'WAITER', 'ACKNOWLEDGED'));
    expect(calls.map((c) => [c.callId, c.status])).toEqual([
      [1, 'ACKNOWLEDGED'],
      [2, 'OPEN'],
    ]);
  });

  it('asks the server again when an open call lapses, at least a minute and at most half an hour ahead', () => {
    const now = Date.parse('2026-11-22T10:05:00Z');
    expect(recheckIn([], now)).toBeNull();
    expect(recheckIn([call(1, 'WAITER', 'OPEN')], now)).toBe(10 * 60_000);
    expect(recheckIn([call(1, 'WAITER', 'OPEN', { expiresAt: '2026-11-22T10:05:10Z' })], now)).toBe(60_000);
    expect(recheckIn([call(1, 'WAITER', 'ACKNOWLEDGED')], now)).toBe(12 * 60_000);
    expect(recheckIn([call(1, 'WAITER', 'OPEN', { expiresAt: '2027-01-01T00:00:00Z' })], now)).toBe(30 * 60_000);
  });

  it('says whom the bill call is for: the whole table, this guest (only on the phone that asked), another guest', () => {
    const own = call(5, 'BILL', 'OPEN', { paymentMethod: 'CASH', billScope: 'OWN' });
    const sentHere = [{ callId: 5, paymentMethod: 'CASH' as const, billScope: 'OWN' as const }];
    expect(billFor([], sentHere)).toBeNull();
    expect(billFor([call(5, 'BILL', 'OPEN')], sentHere)).toBe('TABLE');
    expect(billFor([own], sentHere)).toBe('OWN');
    expect(billFor([own], [])).toBe('OTHER');
    expect(billFor([{ ...own, status: 'ACKNOWLEDGED' }], sentHere)).toBe('OWN');
    // Another phone asked again with the other payment method: the call (and whose lines) is theirs now.
    expect(billFor([{ ...own, paymentMethod: 'CARD' }], sentHere)).toBe('OTHER');
    expect(billFor([{ ...own, status: 'EXPIRED' }], sentHere)).toBeNull();
    expect(billFor([call(2, 'WAITER', 'OPEN')], sentHere)).toBeNull();
  });
});
