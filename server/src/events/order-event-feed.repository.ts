import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import { OrderEvent } from '../orders/order-event.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { toOrderDto, toOrderEventDto } from '../orders/order.mapper.js';
import type { LiveScope } from './live-scope.js';
import type { OrderEventName, PublishedOrderEvent } from './order-events.types.js';

export function eventNameOf(event: Pick<OrderEvent, 'type'>): OrderEventName {
  return event.type === 'CREATED' ? 'order.created' : 'order.updated';
}

type SeqRow = { seq: number | string };

/** The queries behind a replay: what a connection missed, read from `order_events`. */
@Injectable()
export class OrderEventFeed {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The newest seq the scope can see (0 when none). */
  async maxSeq(scope: LiveScope): Promise<number> {
    const [row] =
      scope.kind === 'staff'
        ? await this.dataSource.query<SeqRow[]>('SELECT COALESCE(MAX(seq), 0)::bigint AS seq FROM order_events')
        : // Through orders(session_id): indexed, unlike order_events.session_id.
          await this.dataSource.query<SeqRow[]>(
            `SELECT COALESCE(MAX(e.seq), 0)::bigint AS seq FROM orders o JOIN order_events e ON e.order_id = o.id
         WHERE o.session_id = $1 AND e.session_id = $1`,
            [scope.sessionId],
          );
    return Number(row.seq);
  }

  /** Up to `limit` events after `lastSeq` the scope can see, oldest first. */
  async eventsAfter(scope: LiveScope, lastSeq: number, limit: number): Promise<OrderEvent[]> {
    if (scope.kind === 'staff') {
      return this.dataSource.manager.find(OrderEvent, { where: { seq: MoreThan(lastSeq) }, order: { seq: 'ASC' }, take: limit });
    }
    const orders = await this.dataSource.manager.find(Order, { select: { id: true }, where: { sessionId: scope.sessionId } });
    if (orders.length === 0) return [];
    return this.dataSource.manager.find(OrderEvent, {
      where: { orderId: In(orders.map((o) => o.id)), sessionId: scope.sessionId, seq: MoreThan(lastSeq) },
      order: { seq: 'ASC' },
      take: limit,
    });
  }

  /** The events as the feed sends them, each with its order as it is now (with items). */
  async withOrders(events: OrderEvent[]): Promise<Array<{ name: OrderEventName; event: PublishedOrderEvent }>> {
    if (events.length === 0) return [];
    const ids = [...new Set(events.map((e) => e.orderId))];
    const orders = await this.dataSource.manager.find(Order, { where: { id: In(ids) } });
    const items = await this.dataSource.manager.find(OrderItem, { where: { orderId: In(ids) }, order: { position: 'ASC' } });
    const byId = new Map(orders.map((o) => [o.id, Object.assign(o, { items: [] as OrderItem[] })]));
    for (const item of items) byId.get(item.orderId)?.items.push(item);
    return events.flatMap((e) => {
      const order = byId.get(e.orderId);
      if (!order) return [];
      return [{ name: eventNameOf(e), event: { ...toOrderEventDto(e), order: toOrderDto(order), sessionId: e.sessionId } }];
    });
  }
}
