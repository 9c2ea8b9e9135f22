import { describe, expect, it } from 'vitest';
import type { Order, OrderAction, OrderStatus } from '../orders/order.types';
import { testOrder } from '../common/orders/testOrder';
import { tablesWaiting } from './tableService';
import { testCall } from '../common/service-calls/testCall';

// What the server answers for an accepted and for a new order (order-transitions.ts).
const ACTIONS: Partial<Record<OrderStatus, OrderAction[]>> = {
  APPROVED: ['reject', 'complete', 'cancel', 'edit'],
  IN_PROGRESS: ['approve', 'reject', 'cancel', 'edit'],
};

function order(id: number, table: number | null, submitted: string, status: 'APPROVED' | 'IN_PROGRESS' = 'APPROVED'): Order {
  const submittedAt = `2026-05-08T${submitted}:00.000Z`;
  const tableId = table === null ? null : 100 + table;
  return testOrder({ id, status, allowedActions: ACTIONS[status], tableId, tableNumber: table, submittedAt });
}

const call = (callId: number, table: number, time: string) => testCall({ callId, tableId: 100 + table, tableNumber: table, at: time });

describe('tablesWaiting (the waiter view)', () => {
  it('groups open calls and accepted orders per table, each oldest first', () => {
    const tables = tablesWaiting([call(2, 4, '12:09'), call(1, 4, '12:03')], [order(7, 4, '12:05'), order(6, 4, '12:01')]);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ tableId: 104, tableNumber: 4 });
    expect(tables[0].calls.map((c) => c.callId)).toEqual([1, 2]);
    expect(tables[0].orders.map((o) => o.id)).toEqual([6, 7]);
  });

  it('puts the table that has waited longest first, whether a call or an order waits', () => {
    const tables = tablesWaiting([call(1, 2, '12:10'), call(2, 3, '12:02')], [order(5, 1, '12:05'), order(6, 2, '12:00')]);
    expect(tables.map((t) => t.tableNumber)).toEqual([2, 3, 1]);
  });

  it('orders tables that began waiting at the same moment by number', () => {
    expect(tablesWaiting([call(1, 9, '12:00'), call(2, 3, '12:00')], []).map((t) => t.tableNumber)).toEqual([3, 9]);
  });

  it('leaves out orders not yet accepted, and orders without a table', () => {
    const tables = tablesWaiting([], [order(1, 5, '12:00', 'IN_PROGRESS'), order(2, null, '12:00'), order(3, 6, '12:01')]);
    expect(tables.map((t) => t.tableNumber)).toEqual([6]);
    expect(tablesWaiting([], [])).toEqual([]);
  });
});

describe('tablesWaiting: what tables owe', () => {
  const served = (id: number, table: number | null, submitted: string, grossAmount: number) =>
    testOrder({
      id,
      status: 'COMPLETED',
      paymentStatus: 'PENDING',
      allowedActions: ['pay', 'edit'],
      tableId: table === null ? null : 100 + table,
      tableNumber: table,
      grossAmount,
      submittedAt: `2026-05-08T${submitted}:00.000Z`,
    });

  it("lists a table's served, unpaid orders with their total, after the tables that wait for service", () => {
    const tables = tablesWaiting(
      [],
      [order(1, 7, '12:30')],
      [served(3, 2, '12:10', 24.9), served(2, 2, '12:00', 8.4), served(4, null, '12:00', 5)],
    );
    expect(tables.map((t) => t.tableNumber)).toEqual([7, 2]);
    expect(tables[1].unpaid.map((o) => o.id)).toEqual([2, 3]);
    expect(tables[1].unpaidCents).toBe(3330);
  });

  it('leaves out orders the server does not offer to pay', () => {
    const paid = { ...served(5, 3, '12:00', 10), paymentStatus: 'PAID' as const, allowedActions: ['edit' as const] };
    expect(tablesWaiting([], [], [paid])).toEqual([]);
  });
});
