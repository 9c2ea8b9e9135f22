import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventBus } from '../events/event-bus.service.js';
import type { OrderEvent, OrderEventType } from './order-event.entity.js';
import { audienceOf } from './order-audience.js';
import { germanText, type OrderEventPart } from './order-event-text.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { eventNameOf, toOrderDto, toOrderEventDto } from './order.mapper.js';
import type { Order } from './order.entity.js';

/**
 * Writes an order's event in the transaction of the change, and publishes it once that
 * transaction has committed: the log and the live feed never disagree.
 */
@Injectable()
export class OrderEventLog {
  constructor(
    private readonly events: OrderEventsRepository,
    private readonly bus: EventBus,
  ) {}

  /** The history line `parts` says (stored as codes and as its German text). */
  record(
    manager: EntityManager,
    order: Order,
    type: OrderEventType,
    parts: OrderEventPart[],
    actorUser: string | null,
  ): Promise<OrderEvent> {
    return this.events.insert(manager, {
      orderId: order.id,
      sessionId: order.sessionId,
      type,
      message: germanText(parts),
      parts,
      actorUser,
    });
  }

  /** Call after commit, with the order as it now is. */
  publish(event: OrderEvent, order: Order): void {
    this.bus.emit(eventNameOf(event), { ...toOrderEventDto(event), order: toOrderDto(order), ...audienceOf(order) });
  }
}
