import { Injectable } from '@nestjs/common';
import type { OrderEventName, PublishedOrderEvent } from '../events/app-events.js';
import type { OrderEvent } from './order-event.entity.js';
import { audienceOf, eventNameOf, toOrderDto, toOrderEventDto } from './order.mapper.js';
import { OrdersRepository } from './orders.repository.js';

/** Whose events a reader may see: every order's (staff) or one guest session's (see OrdersRepository.eventsAfter). */
export type FeedScope = { kind: 'staff' } | { kind: 'session'; sessionId: string };

const sessionOf = (scope: FeedScope) => (scope.kind === 'session' ? scope.sessionId : undefined);

/** The order events as the live feed replays them to a client that missed some. */
@Injectable()
export class OrderEventFeed {
  constructor(private readonly orders: OrdersRepository) {}

  /** The newest seq the scope can see (0 when none). */
  maxSeq(scope: FeedScope): Promise<number> {
    return this.orders.maxSeq(sessionOf(scope));
  }

  /** Up to `limit` events after `lastSeq` the scope can see, oldest first. */
  eventsAfter(scope: FeedScope, lastSeq: number, limit: number): Promise<OrderEvent[]> {
    return this.orders.eventsAfter(lastSeq, limit, sessionOf(scope));
  }

  /** The events as the feed sends them, each with its order as it is now (with items). */
  async withOrders(events: OrderEvent[]): Promise<Array<{ name: OrderEventName; event: PublishedOrderEvent }>> {
    const orders = await this.orders.findWithItems([...new Set(events.map((e) => e.orderId))]);
    const byId = new Map(orders.map((o) => [o.id, o]));
    return events.flatMap((e) => {
      const order = byId.get(e.orderId);
      if (!order) return [];
      return [{ name: eventNameOf(e), event: { ...toOrderEventDto(e), order: toOrderDto(order), ...audienceOf(order) } }];
    });
  }
}
