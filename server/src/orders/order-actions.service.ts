import type { OrderDetailDto } from './dto/order.dto.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UpdateOrderDto } from './dto/update-order.dto.js';
import { OrderEventLog } from './order-event-log.service.js';
import type { OrderEvent } from './order-event.entity.js';
import { conflict, notFound } from '../common/api-error.js';
import { type InvoiceRecipient, recipientOf, recipientRefusal, recipientSummary } from './invoice-recipient.js';
import type { PaymentMethod } from './order-status.js';
import { type OrderEventPart, transitionText } from './order-event-text.js';
import { paidOrderRefusal, paymentRefusal, reversalRefusal, transitionFor, type TransitionAction } from './order-transitions.js';
import type { Order } from './order.entity.js';
import { toOrderDetailDto } from './order.mapper.js';
import { OrderPreparationService } from './order-preparation.service.js';
import type { PreparationState } from './order-item-preparation.entity.js';
import { orderPreparationState } from './preparation.js';
import type { Course } from '../common/course.js';
import { OrdersRepository } from './orders.repository.js';
import { ORDER_NOT_FOUND, OrdersService } from './orders.service.js';

type Change = (manager: EntityManager, order: Order) => Promise<OrderEvent[]>;

interface PreparationInput {
  stationId: number;
  state: PreparationState;
  itemIds?: number[];
}

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
    private readonly preparation: OrderPreparationService,
  ) {}

  transition(id: number, action: TransitionAction, actorUser: string, reason?: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const transition = transitionFor(action, order.status);
      if (action === 'reject' || action === 'cancel') {
        const refusal = paidOrderRefusal(action, order);
        if (refusal) throw conflict(refusal);
        const parts = await this.repository.partsPaidAtTable(manager, id);
        if (parts.length)
          throw conflict(
            `Nicht möglich: Teile der Bestellung sind über die Tischrechnung bezahlt (${parts.join(', ')}); zuerst diese Zahlungen stornieren.`,
          );
      }
      const patch: Partial<Order> = { status: transition.to };
      if (action === 'reject') patch.rejectionReason = reason!;
      await this.repository.update(manager, id, patch);
      Object.assign(order, patch);
      await this.atStations(manager, order, action, actorUser);
      return [await this.eventLog.record(manager, order, transition.event, transitionText(action, reason), actorUser)];
    });
  }

  /**
   * A line's state at one station (issue 35): the given lines, or every called line there ("Alles fertig"). When the
   * last line is served, the approved order is complete.
   */
  prepare(id: number, input: PreparationInput, actorUser: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const withItems = await this.orders.withItems(id, manager);
      const parts = await this.preparation.setState(manager, withItems, input.stationId, input.state, input.itemIds);
      if (parts.length === 0) return [];
      const events = [await this.eventLog.record(manager, order, 'PREPARATION', parts, actorUser)];
      if (order.status === 'APPROVED' && orderPreparationState(withItems.items) === 'SERVED') {
        const completed = transitionFor('complete', order.status);
        await this.repository.update(manager, id, { status: completed.to });
        order.status = completed.to;
        events.push(await this.eventLog.record(manager, order, completed.event, transitionText('complete'), actorUser));
      }
      return events;
    });
  }

  /**
   * Changes how many pieces of a line the order has (0 removes it), while the order is open and unpaid; the stations
   * that have the line get a bon of the change ("NEU 1× …", "STORNO 1× …").
   */
  changeLine(id: number, itemId: number, quantity: number, actorUser: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const refusal = lineChangeRefusal(order) ?? ((await this.repository.hasPaymentLines(manager, id)) ? LINES_PAID : null);
      if (refusal) throw conflict(refusal);
      const withItems = await this.orders.withItems(id, manager);
      const item = withItems.items.find((i) => i.id === itemId);
      if (!item) throw notFound(LINE_NOT_FOUND);
      if (quantity === item.quantity) return [];
      if (quantity === 0 && withItems.items.length === 1) throw conflict(LAST_LINE);
      await this.repository.setLineQuantity(manager, item, quantity);
      await this.preparation.lineChanged(manager, withItems, item, quantity, actorUser);
      const part: OrderEventPart =
        quantity === 0
          ? { code: 'line_removed', params: { item: item.menuItemName, quantity: item.quantity } }
          : { code: 'line_quantity', params: { item: item.menuItemName, from: item.quantity, to: quantity } };
      return [await this.eventLog.record(manager, order, 'EDITED', [part], actorUser)];
    });
  }

  /** Calls the next course held back ("Hauptgang abrufen"), or the one given. */
  fire(id: number, course: Course | undefined, actorUser: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const parts = await this.preparation.fire(manager, await this.orders.withItems(id, manager), actorUser, course);
      return [await this.eventLog.record(manager, order, 'PREPARATION', parts, actorUser)];
    });
  }

  /** What a change of status means at the stations: approval routes the lines there, a rejection or cancel strikes them. */
  private async atStations(manager: EntityManager, order: Order, action: TransitionAction, actorUser: string): Promise<void> {
    if (action === 'complete') return;
    const withItems = Object.assign(await this.orders.withItems(order.id, manager), { status: order.status });
    if (action === 'approve') await this.preparation.route(manager, withItems, 'APPROVAL');
    else await this.preparation.strike(manager, withItems, actorUser);
  }

  /** Note and payment only; a field sent with its current value is no change and writes no event. */
  update(id: number, dto: UpdateOrderDto, actorUser: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const events: OrderEvent[] = [];
      const note = dto.note === undefined ? undefined : dto.note || null;
      if (note !== undefined && note !== order.note) {
        await this.repository.update(manager, id, { note });
        order.note = note;
        await this.preparation.noteChanged(manager, Object.assign(await this.orders.withItems(id, manager), { note }), actorUser);
        events.push(
          await this.eventLog.record(
            manager,
            order,
            'EDITED',
            [note ? { code: 'note_set', params: { note } } : { code: 'note_removed' }],
            actorUser,
          ),
        );
      }
      const payment = paymentChanges(order, dto);
      if (payment.parts.length) {
        await this.repository.update(manager, id, payment.patch);
        Object.assign(order, payment.patch);
        events.push(await this.eventLog.record(manager, order, 'PAYMENT_CHANGED', payment.parts, actorUser));
      }
      return events;
    });
  }

  /**
   * Sets (or with null removes) whom the order's invoice will name, until the invoice is issued (409 after). `owner`:
   * the guest session that placed the order, when a guest sets it (another session's order is 404); `actorUser` the
   * staff member otherwise. The same recipient again is no change and writes no event.
   */
  setInvoiceRecipient(id: number, recipient: InvoiceRecipient | null, actorUser: string | null, owner?: string): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      if (owner !== undefined && order.sessionId !== owner) throw notFound(ORDER_NOT_FOUND);
      const refusal = recipientRefusal(order);
      if (refusal) throw conflict(refusal);
      if (sameRecipient(recipientOf(order), recipient)) return [];
      const patch = await this.orders.setInvoiceRecipient(manager, id, recipient);
      Object.assign(order, patch);
      const byGuest = owner !== undefined;
      const part: OrderEventPart = recipient
        ? { code: 'recipient_set', params: { recipient: recipientSummary(recipient), byGuest } }
        : { code: 'recipient_removed', params: { byGuest } };
      return [await this.eventLog.record(manager, order, 'EDITED', [part], actorUser)];
    });
  }

  /**
   * Records that the whole order was paid with `method`: refused (409) when it cannot be paid now. `collect` runs in
   * the same transaction, with the order marked paid and locked: it stores the payment (and issues its invoice) and
   * answers the timeline text.
   */
  pay(
    id: number,
    method: PaymentMethod,
    actorUser: string,
    collect: (manager: EntityManager, order: Order) => Promise<OrderEventPart[]>,
  ): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const refusal = paymentRefusal(order);
      if (refusal) throw conflict(refusal);
      const patch: Partial<Order> = { paymentStatus: 'PAID', paymentMethod: method };
      await this.repository.update(manager, id, patch);
      Object.assign(order, patch);
      return [await this.eventLog.record(manager, order, 'PAID', await collect(manager, order), actorUser)];
    });
  }

  /**
   * Cancels a paid order: `reverse` runs in the same transaction and issues the credit note of its payment; the order
   * is CANCELED and its payment REFUNDED.
   */
  refund(
    id: number,
    actorUser: string,
    reverse: (manager: EntityManager, order: Order) => Promise<OrderEventPart[]>,
  ): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const refusal = reversalRefusal(order);
      if (refusal) throw conflict(refusal);
      const text = await reverse(manager, order);
      const patch: Partial<Order> = { status: 'CANCELED', paymentStatus: 'REFUNDED' };
      await this.repository.update(manager, id, patch);
      Object.assign(order, patch);
      await this.atStations(manager, order, 'cancel', actorUser);
      return [await this.eventLog.record(manager, order, 'CANCELED', text, actorUser)];
    });
  }

  /**
   * Fixes the payment of a paid order (method, tip): `redo` runs in the same transaction, issues the credit note of the
   * payment and records the new one with its invoice.
   */
  correctPayment(
    id: number,
    method: PaymentMethod,
    actorUser: string,
    redo: (manager: EntityManager, order: Order) => Promise<OrderEventPart[]>,
  ): Promise<OrderDetailDto> {
    return this.change(id, async (manager, order) => {
      const refusal = reversalRefusal(order);
      if (refusal) throw conflict(refusal);
      await this.repository.update(manager, id, { paymentMethod: method });
      order.paymentMethod = method;
      return [await this.eventLog.record(manager, order, 'PAYMENT_CHANGED', await redo(manager, order), actorUser)];
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

const LINE_NOT_FOUND = 'Position nicht gefunden.';
const LAST_LINE = 'Die letzte Position lässt sich nicht entfernen; die ganze Bestellung entfernt „Stornieren“.';
const LINES_PAID = 'Die Bestellung ist (teilweise) bezahlt; ihre Positionen bleiben, wie sie bezahlt wurden.';

/** Why the order's lines cannot change now, or null: only while it is open (new or approved) and not paid. */
function lineChangeRefusal(order: Order): string | null {
  if (order.status !== 'IN_PROGRESS' && order.status !== 'APPROVED')
    return 'Positionen ändern sich nur bei offenen Bestellungen (neu oder angenommen).';
  if (order.paymentStatus !== 'PENDING' || order.invoiceNumber) return LINES_PAID;
  return null;
}

/**
 * Changes of the payment fields a PATCH asks for. Before payment, the method is the one the guest chose and may
 * change; whether an order is paid is recorded by paying it, and a recorded payment is on an issued invoice.
 */
function paymentChanges(order: Order, dto: UpdateOrderDto) {
  const patch: Partial<Order> = {};
  const parts: OrderEventPart[] = [];
  const methodChanges = dto.paymentMethod !== undefined && dto.paymentMethod !== order.paymentMethod;
  const statusChanges = dto.paymentStatus !== undefined && dto.paymentStatus !== order.paymentStatus;
  if (order.paymentStatus !== 'PENDING' && (methodChanges || statusChanges)) throw conflict(paidPaymentIsFixed(order));
  if (statusChanges)
    throw conflict('Eine Zahlung wird mit „Bezahlen“ erfasst (POST /api/admin/orders/{id}/pay), nicht mit dem Zahlungsstatus.');
  if (methodChanges) {
    patch.paymentMethod = dto.paymentMethod;
    parts.push({ code: 'payment_method', params: { from: order.paymentMethod, to: dto.paymentMethod! } });
  }
  return { patch, parts };
}

function paidPaymentIsFixed(order: Order): string {
  const invoice = order.invoiceNumber ? ` mit Rechnung ${order.invoiceNumber}` : '';
  return (
    `Die Zahlung ist${invoice} verbucht und wird nicht mehr geändert. Eine falsche Zahlungsart oder einen falschen ` +
    'Betrag berichtigt „Zahlung berichtigen“ (Stornorechnung und neue Rechnung).'
  );
}

const sameRecipient = (a: InvoiceRecipient | null, b: InvoiceRecipient | null) =>
  a === b || (a !== null && b !== null && a.name === b.name && a.address === b.address && a.uid === b.uid);
