import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventBus } from '../events/event-bus.service.js';
import { OrderEvent, type OrderEventType } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';
import { toOrderDto, toOrderEventDto } from './order.mapper.js';

/**
 * Writes an order's event in the transaction of the change, and publishes it once that
 * transaction has committed: the log and the live feed never disagree.
 */
const ORDER_EVENT_SEQ_LOCK = 7_261_002;

@Injectable()
export class OrderEventLog {
  constructor(private readonly bus: EventBus) {}

  /**
   * The transaction-scoped advisory lock makes events commit in seq order: otherwise two concurrent
   * changes on PostgreSQL could commit 11 before 10, and a client that reconnected in between with
   * lastSeq 11 would never be replayed 10. It is held only from here to commit.
   */
  async record(manager: EntityManager, order: Order, type: OrderEventType, message: string, actorUser: string | null): Promise<OrderEvent> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ORDER_EVENT_SEQ_LOCK]);
    return manager.save(manager.create(OrderEvent, { orderId: order.id, sessionId: order.sessionId, type, message, actorUser }));
  }

  /** Call after commit, with the order as it now is. */
  publish(event: OrderEvent, order: Order): void {
    const name = event.type === 'CREATED' ? 'order.created' : 'order.updated';
    this.bus.emit(name, { ...toOrderEventDto(event), order: toOrderDto(order), sessionId: order.sessionId });
  }

  /** Reloads an order with its items (after a change, for the answer and the feed). */
  static async loadWithItems(manager: EntityManager, orderId: number): Promise<Order> {
    const order = await manager.findOneByOrFail(Order, { id: orderId });
    order.items = await manager.find(OrderItem, { where: { orderId }, order: { position: 'ASC' } });
    return order;
  }
}
