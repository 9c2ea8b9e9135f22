import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BasketItem } from '../basket/basket-item.entity.js';
import type { PricedBasket } from '../basket/basket-pricing.js';
import { BasketService, ITEM_NOT_AVAILABLE } from '../basket/basket.service.js';
import { conflict, notFound } from '../common/api-error.js';
import { centsToEuro } from '../common/money.js';
import type { GuestSession } from '../sessions/guest-session.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { OrderEventLog } from './order-event-log.service.js';
import type { OrderEvent } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import type { PaymentMethod } from './order-status.js';
import { Order } from './order.entity.js';
import { toOrderDto } from './order.mapper.js';

export const EMPTY_BASKET = 'Warenkorb ist leer';

interface CheckoutOutcome {
  order: Order;
  event: OrderEvent | null;
}

@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly basket: BasketService,
    private readonly eventLog: OrderEventLog,
  ) {}

  /**
   * Turns the session's basket into an order. The session row is locked for the transaction, so
   * concurrent checkouts of one basket make one order; a repeated Idempotency-Key answers the
   * order it already made (`replayed`).
   */
  async checkout(sessionId: string, paymentMethod: PaymentMethod, idempotencyKey: string | null) {
    const { order, event } = await this.dataSource.transaction(async (manager): Promise<CheckoutOutcome> => {
      const session = await this.sessions.lockForCheckout(manager, sessionId);
      if (idempotencyKey) {
        const earlier = await manager.findOneBy(Order, { sessionId, idempotencyKey });
        if (earlier) return { order: earlier, event: null };
      }
      const basket = await this.basket.price(sessionId, manager);
      if (basket.lines.length === 0) throw conflict(EMPTY_BASKET);
      const unavailable = basket.lines.filter((l) => !l.orderable).map((l) => l.name);
      if (unavailable.length) throw conflict(`${ITEM_NOT_AVAILABLE} (${unavailable.join(', ')})`);
      return this.placeOrder(manager, session, basket, paymentMethod, idempotencyKey);
    });
    if (event) this.eventLog.publish(event, order);
    return {
      replayed: event === null,
      body: { orderId: order.id, orderNumber: order.orderNumber, totalPrice: centsToEuro(order.grossCents), status: order.status, order: toOrderDto(order) },
    };
  }

  private async placeOrder(
    manager: EntityManager, session: GuestSession, basket: PricedBasket, paymentMethod: PaymentMethod, idempotencyKey: string | null,
  ): Promise<CheckoutOutcome> {
    const table = session.tableId ? await manager.findOneBy(DiningTable, { id: session.tableId }) : null;
    const [{ nextval }] = await manager.query(`SELECT nextval('order_number_seq')::int AS nextval`);
    const order = await manager.save(manager.create(Order, {
      orderNumber: nextval,
      sessionId: session.id,
      tableId: table?.id ?? null,
      tableNumber: table?.tableNumber ?? null,
      status: 'IN_PROGRESS',
      orderType: session.entryType === 'TABLE' ? 'DINE_IN' : 'TAKEAWAY',
      paymentMethod,
      paymentStatus: 'PENDING',
      grossCents: basket.totalCents,
      itemsCount: basket.lines.reduce((sum, l) => sum + l.line.quantity, 0),
      idempotencyKey,
      submittedAt: new Date(),
    }));
    order.items = await manager.save(basket.lines.map((l, position) => manager.create(OrderItem, {
      orderId: order.id,
      menuItemId: l.line.menuItemId,
      menuItemName: l.name,
      typeCode: l.typeCode,
      vatRate: l.vatRate,
      vatCategory: l.vatCategory,
      quantity: l.line.quantity,
      unitPriceCents: l.unitPriceCents,
      priceFinalCents: l.totalCents,
      addings: l.addings.map((a) => ({ addingId: a.id, name: a.name, priceCents: a.priceCents })),
      position,
    })));
    const event = await this.eventLog.record(manager, order, 'CREATED', `Bestellung ${order.orderNumber} eingegangen`, null);
    await manager.delete(BasketItem, { sessionId: session.id });
    return { order, event };
  }

  /** The session's own orders, newest first, for the guest's confirmation page. */
  async ordersOfSession(sessionId: string) {
    await this.sessions.get(sessionId);
    const orders = await this.dataSource.manager.find(Order, { where: { sessionId }, order: { id: 'DESC' }, take: 50 });
    return orders.map(toOrderDto);
  }

  async orderOfSession(sessionId: string, orderId: number) {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId, sessionId });
    if (!order) throw notFound('Bestellung nicht gefunden.');
    return toOrderDto(await OrderEventLog.loadWithItems(this.dataSource.manager, order.id));
  }
}
