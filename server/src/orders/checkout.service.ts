import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BasketItem } from '../basket/basket-item.entity.js';
import type { PricedBasket } from '../basket/basket-pricing.js';
import { BasketService } from '../basket/basket.service.js';
import { ApiError, notFound } from '../common/api-error.js';
import { centsToEuro } from '../common/money.js';
import type { GuestSession } from '../sessions/guest-session.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { OrderEventLog } from './order-event-log.service.js';
import type { OrderEvent } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import type { PaymentMethod } from './order-status.js';
import { Order } from './order.entity.js';
import { toGuestOrderDto, toOrderDto } from './order.mapper.js';

export const KEY_REUSED =
  'Dieser Idempotency-Key gehört zu einer anderen Bestellung (anderer Warenkorb oder andere Zahlungsart). Bitte mit einem neuen Schlüssel senden.';

/** What makes a checkout request the same request: its body (the basket is checked on its own). */
function fingerprintOf(paymentMethod: PaymentMethod): string {
  return createHash('sha256').update(JSON.stringify({ paymentMethod })).digest('hex');
}

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
   * order it already made (`replayed`), unless it comes with another request (422).
   */
  async checkout(sessionId: string, paymentMethod: PaymentMethod, idempotencyKey: string | null) {
    const fingerprint = idempotencyKey ? fingerprintOf(paymentMethod) : null;
    const { order, event } = await this.dataSource.transaction(async (manager): Promise<CheckoutOutcome> => {
      const session = await this.sessions.lockSession(manager, sessionId);
      const earlier = idempotencyKey ? await manager.findOneBy(Order, { sessionId, idempotencyKey }) : null;
      const basket = await this.basket.price(sessionId, manager);
      if (earlier) return this.replay(earlier, fingerprint, basket);
      this.basket.assertOrderable(basket);
      return this.placeOrder(manager, session, basket, { paymentMethod, idempotencyKey, fingerprint });
    });
    if (event) this.eventLog.publish(event, order);
    return {
      replayed: event === null,
      body: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        totalPrice: centsToEuro(order.grossCents),
        status: order.status,
        order: toGuestOrderDto(toOrderDto(order)),
      },
    };
  }

  /**
   * The answer to a key seen before: the same request finds the basket as that checkout left it (empty);
   * a basket filled since, or another payment method, is another request, which the key must not hide.
   */
  private replay(earlier: Order, fingerprint: string | null, basket: PricedBasket): CheckoutOutcome {
    const sameBody = earlier.idempotencyFingerprint === null || earlier.idempotencyFingerprint === fingerprint;
    if (!sameBody || basket.lines.length > 0) throw new ApiError(422, KEY_REUSED);
    return { order: earlier, event: null };
  }

  private async placeOrder(
    manager: EntityManager,
    session: GuestSession,
    basket: PricedBasket,
    request: { paymentMethod: PaymentMethod; idempotencyKey: string | null; fingerprint: string | null },
  ): Promise<CheckoutOutcome> {
    const { paymentMethod, idempotencyKey, fingerprint } = request;
    const table = session.tableId ? await manager.findOneBy(DiningTable, { id: session.tableId }) : null;
    const [{ nextval }] = await manager.query<Array<{ nextval: number }>>(`SELECT nextval('order_number_seq')::int AS nextval`);
    const order = await manager.save(
      manager.create(Order, {
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
        idempotencyFingerprint: fingerprint,
        submittedAt: new Date(),
      }),
    );
    order.items = await manager.save(
      basket.lines.map((l, position) =>
        manager.create(OrderItem, {
          orderId: order.id,
          menuItemId: l.line.menuItemId,
          menuItemName: l.name,
          typeCode: l.typeCode,
          vatRate: l.vatRate,
          vatCategory: l.vatCategory,
          quantity: l.line.quantity,
          unitPriceCents: l.unitPriceCents,
          priceFinalCents: l.totalCents,
          extras: l.extras.map((e) => ({ extraId: e.id, name: e.name, priceCents: e.priceCents })),
          position,
        }),
      ),
    );
    const event = await this.eventLog.record(manager, order, 'CREATED', `Bestellung ${order.orderNumber} eingegangen`, null);
    await manager.delete(BasketItem, { sessionId: session.id });
    return { order, event };
  }

  /** The session's own orders, newest first, for the guest's confirmation page. */
  async ordersOfSession(sessionId: string) {
    await this.sessions.get(sessionId);
    const orders = await this.dataSource.manager.find(Order, { where: { sessionId }, order: { id: 'DESC' }, take: 50 });
    return orders.map((order) => toGuestOrderDto(toOrderDto(order)));
  }

  async orderOfSession(sessionId: string, orderId: number) {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId, sessionId });
    if (!order) throw notFound('Bestellung nicht gefunden.');
    return toGuestOrderDto(toOrderDto(await OrderEventLog.loadWithItems(this.dataSource.manager, order.id)));
  }
}
