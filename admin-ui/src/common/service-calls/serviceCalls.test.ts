import { describe, expect, it } from 'vitest';
import { applyCallChange, boardFromList, EMPTY_CALL_BOARD, hasNewCall, unexpired, type CallBoard } from './serviceCalls';
import { at, testCall } from './testCall';

const ids = (board: CallBoard) => board.open.map((call) => call.callId);
const BOARD = boardFromList(
  [testCall({ callId: 3, at: '12:10' }), testCall({ callId: 1, at: '12:00' }), testCall({ callId: 2, at: '12:05' })],
  [],
);

describe('the open service calls', () => {
  it('come from the API oldest first, then by id', () => {
    expect(ids(BOARD)).toEqual([1, 2, 3]);
    expect(ids(boardFromList([testCall({ callId: 5, at: '12:00' }), testCall({ callId: 4, at: '12:00' })], []))).toEqual([4, 5]);
  });

  it('take a new open call in by its age', () => {
    expect(ids(applyCallChange(BOARD, testCall({ callId: 4, at: '12:15' })))).toEqual([1, 2, 3, 4]);
    expect(ids(applyCallChange(BOARD, testCall({ callId: 4, at: '12:07' })))).toEqual([1, 2, 4, 3]);
    expect(ids(applyCallChange(EMPTY_CALL_BOARD, testCall({ callId: 4 })))).toEqual([4]);
  });

  it('replace a call whose payment method changed, where it stands', () => {
    const bill = applyCallChange(BOARD, testCall({ callId: 2, at: '12:05', kind: 'BILL', paymentMethod: 'CARD' }));
    expect(ids(bill)).toEqual([1, 2, 3]);
    expect(bill.open[1].paymentMethod).toBe('CARD');
    expect(BOARD.open[1].paymentMethod).toBeNull();
  });

  it('drop a call once it is acknowledged or expired, and leave the board alone for one it does not show', () => {
    expect(ids(applyCallChange(BOARD, testCall({ callId: 2, at: '12:05', status: 'ACKNOWLEDGED', acknowledgedBy: 'anna' })))).toEqual([
      1, 3,
    ]);
    expect(ids(applyCallChange(BOARD, testCall({ callId: 1, status: 'EXPIRED' })))).toEqual([2, 3]);
    expect(ids(applyCallChange(BOARD, testCall({ callId: 9, status: 'ACKNOWLEDGED' })))).toEqual([1, 2, 3]);
  });

  it('never bring back a closed call: not from a late event, not from a list read before it closed', () => {
    const answered = applyCallChange(BOARD, testCall({ callId: 2, at: '12:05', status: 'ACKNOWLEDGED' }));
    expect(applyCallChange(answered, testCall({ callId: 2, at: '12:05' }))).toBe(answered);
    const reloaded = boardFromList([testCall({ callId: 1 }), testCall({ callId: 2, at: '12:05' })], answered.closed);
    expect(ids(reloaded)).toEqual([1]);
  });

  it('hide a call once its expiresAt has passed (no event says so)', () => {
    const calls = [testCall({ callId: 1, at: '12:00' }), testCall({ callId: 2, at: '12:05' })];
    expect(unexpired(calls, at('12:14')).map((c) => c.callId)).toEqual([1, 2]);
    expect(unexpired(calls, at('12:15')).map((c) => c.callId)).toEqual([2]);
    expect(unexpired(calls, at('12:20'))).toEqual([]);
  });

  it('tell a new call (the screens beep) from a changed or a dropped one', () => {
    const before = BOARD.open;
    expect(hasNewCall(before, applyCallChange(BOARD, testCall({ callId: 4, at: '12:15' })).open)).toBe(true);
    expect(hasNewCall(before, applyCallChange(BOARD, testCall({ callId: 2, at: '12:05', kind: 'BILL', paymentMethod: 'CASH' })).open)).toBe(
      false,
    );
    expect(hasNewCall(before, applyCallChange(BOARD, testCall({ callId: 2, status: 'ACKNOWLEDGED' })).open)).toBe(false);
  });
});
