import type { OrderDetailDto } from './dto/order.dto.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UpdateOrderDto } from './dto/update-order.dto.js';
import { OrderEventLog } from './order-event-log.service.js';
import type { OrderEvent } from './order-event.entity.js';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  transitionFor,
  transitionMessage,
  type TransitionAction,
} from './order-transitions.js';
import type { Order } from './order.entity.js';
import { toOrderDetailDto } from './order.mapper.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

type Change = (manager: EntityManager, order: Order) => Promise<OrderEvent[]>;

/**
 * The back office's changes to an order. Each runs in one transaction that locks the order row,
 * checks the rule against the status it finds, writes the change and its events; the events are
 * published after commit. Two conflicting actions at once: the second sees the first's status.
 */
@Injectable()
export class OrderActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly repository: OrdersRepository,
    private readonly eventLog: OrderEventLog,
  ) {}

  transition(id: number, action: TransitionAction, actorUser: string, reason?: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const transition = transitionFor(action, order.status);
      const patch: Partial<Order> = { status: transition.to };
      if (action === 'reject') patch.rejectionReason = reason!;
      if (action === 'complete') patch.paymentStatus = 'PAID';
      await this.repository.update(manager, id, patch);
      Object.assign(order, patch);
      return [await this.eventLog.record(manager, order, transition.event, transitionMessage(action, reason), actorUser)];
    });
  }

  /** Note and payment only; a field sent with its current value is no change and writes no event. */
  update(id: number, dto: UpdateOrderDto, actorUser: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const events: OrderEvent[] = [];
      const note = dto.note === undefined ? undefined : dto.note || null;
      if (note !== undefined && note !== order.note) {
        await this.repository.update(manager, id, { note });
        order.note = note;
        events.push(await this.eventLog.record(manager, order, 'EDITED', note ? `Notiz: ${note}` : 'Notiz entfernt', actorUser));
      }
      const payment = paymentChanges(order, dto);
      if (payment.texts.length) {
        await this.repository.update(manager, id, payment.patch);
        Object.assign(order, payment.patch);
        events.push(await this.eventLog.record(manager, order, 'PAYMENT_CHANGED', payment.texts.join('; '), actorUser));
      }
      return events;
    });
  }

  private async change(id: number, apply: Change): Promise<OrderDetailDto> {
    const { order, events } = await this.dataSource.transaction(async (manager) => {
      const events = await apply(manager, await this.orders.lock(manager, id));
      return { order: await this.orders.withItems(id, manager), events };
    });
    for (const event of events) this.eventLog.publish(event, order);
    return toOrderDetailDto(order);
  }
}

function paymentChanges(order: Order, dto: UpdateOrderDto) {
  const patch: Partial<Order> = {};
  const texts: string[] = [];
  if (dto.paymentMethod && dto.paymentMethod !== order.paymentMethod) {
    patch.paymentMethod = dto.paymentMethod;
    texts.push(`Zahlungsart: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} → ${PAYMENT_METHOD_LABELS[dto.paymentMethod]}`);
  }
  if (dto.paymentStatus && dto.paymentStatus !== order.paymentStatus) {
    patch.paymentStatus = dto.paymentStatus;
    texts.push(`Zahlungsstatus: ${PAYMENT_STATUS_LABELS[order.paymentStatus]} → ${PAYMENT_STATUS_LABELS[dto.paymentStatus]}`);
  }
  return { patch, texts };
}
