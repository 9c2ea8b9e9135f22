import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../orders/order.types';
import { testOrder } from './testOrder';
import { applyOrderChange, UNPAID_BOARD } from './orderBoard';

function order(id: number, status: OrderStatus, submitted: string, updated = submitted): Order {
  const at = (time: string) => `2026-05-08T${time}:00.000Z`;
  return testOrder({ id, status, submittedAt: at(submitted), createdAt: at(submitted), updatedAt: at(updated) });
}

const ids = (board: Order[]) => board.map((o) => o.id);
const BOARD = [order(1, 'APPROVED', '12:00'), order(2, 'IN_PROGRESS', '12:05'), order(3, 'IN_PROGRESS', '12:10')];

describe('applyOrderChange (the board of open orders)', () => {
  it('puts a new order where its age belongs: last when newest, before younger ones when older', () => {
    expect(ids(applyOrderChange(BOARD, order(4, 'IN_PROGRESS', '12:15')))).toEqual([1, 2, 3, 4]);
    expect(ids(applyOrderChange(BOARD, order(4, 'IN_PROGRESS', '12:07')))).toEqual([1, 2, 4, 3]);
    expect(ids(applyOrderChange(BOARD, order(4, 'IN_PROGRESS', '11:00')))).toEqual([4, 1, 2, 3]);
  });

  it('orders tickets placed in the same moment by id, as the server does', () => {
    expect(ids(applyOrderChange(BOARD, order(0, 'IN_PROGRESS', '12:05')))).toEqual([1, 0, 2, 3]);
    expect(ids(applyOrderChange(BOARD, order(4, 'IN_PROGRESS', '12:05')))).toEqual([1, 2, 4, 3]);
  });

  it('replaces an approved or edited order where it stands', () => {
    const approved = applyOrderChange(BOARD, order(2, 'APPROVED', '12:05', '12:20'));
    expect(ids(approved)).toEqual([1, 2, 3]);
    expect(approved[1].status).toBe('APPROVED');
    const edited = applyOrderChange(BOARD, { ...order(3, 'IN_PROGRESS', '12:10', '12:21'), note: 'Ohne Zwiebel' });
    expect(edited[2].note).toBe('Ohne Zwiebel');
    expect(BOARD[2].note).toBeNull();
  });

  it('takes an order off the board once it is completed, rejected or canceled', () => {
    expect(ids(applyOrderChange(BOARD, order(1, 'COMPLETED', '12:00', '12:30')))).toEqual([2, 3]);
    expect(ids(applyOrderChange(BOARD, order(2, 'REJECTED', '12:05', '12:30')))).toEqual([1, 3]);
    expect(ids(applyOrderChange(BOARD, order(3, 'CANCELED', '12:10', '12:30')))).toEqual([1, 2]);
  });

  it('leaves the board alone for a closed order it does not show, and for a copy older than the one it shows', () => {
    expect(applyOrderChange(BOARD, order(9, 'COMPLETED', '11:00'))).toBe(BOARD);
    const approved = applyOrderChange(BOARD, order(2, 'APPROVED', '12:05', '12:20'));
    expect(applyOrderChange(approved, order(2, 'IN_PROGRESS', '12:05', '12:06'))).toBe(approved);
  });
});

describe('applyOrderChange on the board of served, unpaid orders', () => {
  const served = (id: number, paymentStatus: 'PENDING' | 'PAID', updated: string) => ({
    ...order(id, 'COMPLETED', '12:00', updated),
    paymentStatus,
  });

  it('takes an order once it is served and lets it go once it is paid', () => {
    const board = applyOrderChange([], served(1, 'PENDING', '12:30'), UNPAID_BOARD);
    expect(ids(board)).toEqual([1]);
    expect(ids(applyOrderChange(board, order(2, 'APPROVED', '12:01'), UNPAID_BOARD))).toEqual([1]);
    expect(ids(applyOrderChange(board, served(1, 'PAID', '12:40'), UNPAID_BOARD))).toEqual([]);
  });
});
