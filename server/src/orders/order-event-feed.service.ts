import { Injectable } from '@nestjs/common';
import type { OrderEventName, PublishedOrderEvent } from '../events/app-events.js';
import { audienceOf, type OrderViewer } from './order-audience.js';
import type { OrderEvent } from './order-event.entity.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { eventNameOf, toOrderDto, toOrderEventDto } from './order.mapper.js';
import { OrdersRepository } from './orders.repository.js';

/** The order events as the live feed replays them to a client that missed some, each viewer only what it may see. */
@Injectable()
export class OrderEventFeed {
  constructor(
    private readonly events: OrderEventsRepository,
    private readonly orders: OrdersRepository,
  ) {}

  /** The newest seq the viewer can see (0 when none). */
  maxSeq(viewer: OrderViewer): Promise<number> {
    return this.events.maxSeq(viewer);
  }

  /** Up to `limit` events after `lastSeq` the viewer can see, oldest first (and late commits before it). */
  eventsAfter(viewer: OrderViewer, lastSeq: number, limit: number): Promise<OrderEvent[]> {
    return this.events.missedAfter(viewer, lastSeq, limit);
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
