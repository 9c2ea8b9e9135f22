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
@Injectable()
export class OrderEventLog {
  constructor(private readonly bus: EventBus) {}

  record(manager: EntityManager, order: Order, type: OrderEventType, message: string, actorUser: string | null): Promise<OrderEvent> {
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
