import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from './order.types';
import { replaceOnPage, showInOrderLists } from './orderListCache';
import { testOrder } from '../common/orders/testOrder';

const order = (id: number, status: OrderStatus, updatedAt = '2026-05-08T12:00:00.000Z', note: string | null = null) =>
  testOrder({ id, status, updatedAt, note });
const LATER = '2026-05-08T12:30:00.000Z';
const PAGE = { data: [order(1, 'IN_PROGRESS'), order(2, 'APPROVED')], total: 30 };
const OPEN_LIST = { filter: { status: ['IN_PROGRESS', 'APPROVED'] }, sort: { field: 'submittedAt', order: 'ASC' } };

describe('replaceOnPage (order lists)', () => {
  it('changes an order on the page in place when it stays in the filter', () => {
    const approved = replaceOnPage(PAGE, order(1, 'APPROVED', LATER), OPEN_LIST);
    expect(approved?.data.map((o) => o.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(approved?.total).toBe(30);
    const history = { filter: { from: '2025-01-01' }, sort: { field: 'submittedAt', order: 'DESC' } };
    expect(replaceOnPage(PAGE, order(2, 'COMPLETED', LATER), history)?.data[1].status).toBe('COMPLETED');
  });

  it('leaves the page to the server for a new order, one leaving the filter, or another sort', () => {
    expect(replaceOnPage(PAGE, order(3, 'IN_PROGRESS', LATER), OPEN_LIST)).toBeNull();
    expect(replaceOnPage(PAGE, order(2, 'COMPLETED', LATER), OPEN_LIST)).toBeNull();
    expect(replaceOnPage(PAGE, order(1, 'APPROVED', LATER), { ...OPEN_LIST, sort: { field: 'status', order: 'ASC' } })).toBeNull();
  });

  it('keeps a later state it already shows', () => {
    const edited = { data: [order(1, 'APPROVED', LATER, 'Ohne Zwiebel')] };
    expect(replaceOnPage(edited, order(1, 'IN_PROGRESS'), OPEN_LIST)).toBe(edited);
  });
});

describe('showInOrderLists', () => {
  it('patches the cached lists where the order fits and marks the others to load again', () => {
    const client = new QueryClient();
    const openKey = ['orders', 'getList', { ...OPEN_LIST, pagination: { page: 1, perPage: 12 } }];
    const otherPage = ['orders', 'getList', { ...OPEN_LIST, pagination: { page: 2, perPage: 12 } }];
    const board = ['orders', 'board'];
    client.setQueryData(openKey, PAGE);
    client.setQueryData(otherPage, { data: [order(5, 'IN_PROGRESS')], total: 30 });
    client.setQueryData(board, [order(1, 'IN_PROGRESS')]);

    showInOrderLists(client, order(1, 'APPROVED', LATER, 'Ohne Zwiebel'));
    expect(client.getQueryData<{ data: Order[] }>(openKey)?.data[0].note).toBe('Ohne Zwiebel');
    expect(client.getQueryState(openKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(otherPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(board)?.isInvalidated).toBe(false);
  });
});
