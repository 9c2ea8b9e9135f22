import { describe, expect, it } from 'vitest';
import { testOrder } from '../common/orders/testOrder';
import type { Order } from '../orders/order.types';
import { readyForPickup } from './pickup';

const order = (id: number, preparationState: Order['preparationState'], updated: string): Order => ({
  ...testOrder({ id, updatedAt: `2026-05-08T${updated}:00.000Z` }),
  preparationState,
});

describe('readyForPickup', () => {
  it('lists the orders the server calls ready, the longest waiting first', () => {
    const orders = [order(1, 'READY', '12:10'), order(2, 'PREPARING', '12:00'), order(3, 'READY', '12:05'), order(4, 'SERVED', '12:01')];
    expect(readyForPickup(orders).map((o) => o.id)).toEqual([3, 1]);
  });

  it('lists none while nothing is ready', () => {
    expect(readyForPickup([testOrder({ id: 1 })])).toEqual([]);
  });
});
