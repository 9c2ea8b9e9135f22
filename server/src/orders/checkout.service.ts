import { CREATED_TEMPLATE } from './order-event-text.js';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PricedBasket } from '../basket/basket-pricing.js';
import { BasketCheckout } from '../basket/basket-checkout.service.js';
import type { BasketRef } from '../basket/basket-ref.js';
import { ApiError, guestRefusal, notFound, TooManyRequestsError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { scaledLimit } from '../rate-limits/scaled-limit.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { centsToEuro } from '../common/money.js';
import type { Language } from '../common/translations.js';
import { GuestMenuNames } from '../menu-texts/guest-menu-names.js';
import type { SessionWithTableNumber } from '../sessions/sessions.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { OrderEventLog } from './order-event-log.service.js';
import type { OrderEvent } from './order-event.entity.js';
import type { PaymentMethod } from './order-status.js';
import type { Order } from './order.entity.js';
import type { CheckoutAnswerDto, GuestOrderDto } from './dto/guest-order.dto.js';
import { toGuestOrderDtoIn } from './order.mapper.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrdersRepository } from './orders.repository.js';
import { ORDER_NOT_FOUND } from './orders.service.js';

const ALREADY_SENT = 'Bestellung wurde bereits gesendet';

const TOO_MANY_OPEN_ORDERS = 'Zu viele offene Bestellungen – bitte warten, bis der Service die bisherigen bestätigt hat.';

const KEY_REUSED =
  'Dieser Idempotency-Key gehört zu einer anderen Bestellung (anderer Warenkorb oder andere Zahlungsart). Bitte mit einem neuen Schlüssel senden.';

/** What makes a checkout request the same request: its body (the basket is checked on its own). */
function fingerprintOf(paymentMethod: PaymentMethod): string {
  return createHash('sha256').update(JSON.stringify({ paymentMethod })).digest('hex');
}

interface CheckoutRequest {
  paymentMethod: PaymentMethod;
  idempotencyKey: string | null;
  fingerprint: string | null;
}

/** A guest's checkout as asked: the basket they saw (`seenBasketId`) and the language of the answer's names. */
interface GuestCheckout {
  paymentMethod: PaymentMethod;
  idempotencyKey: string | null;
  seenBasketId?: string;
  lang: Language;
}

interface CheckoutOutcome {
  order: Order;
  event: OrderEvent | null;
}

/** A guest's checkout, and the guest's own orders afterwards (the guest view). */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly sessions: SessionsService,
    private readonly basket: BasketCheckout,
    private readonly eventLog: OrderEventLog,
    private readonly names: GuestMenuNames,
    private readonly config: AppConfig,
    private readonly preparation: OrderPreparationService,
  ) {}

  /**
   * Turns the guest's basket into an order. The session row (and a shared basket's row) is locked for the
   * transaction, so concurrent checkouts of one basket make one order: the other phones at the table get
   * 409 "Bestellung wurde bereits gesendet" with that order. A repeated Idempotency-Key answers the order
   * it already made (`replayed`), unless it comes with another request (422).
   */
  async checkout(guest: ActiveSession, { paymentMethod, idempotencyKey, seenBasketId, lang }: GuestCheckout) {
    const { sessionId } = guest;
    const fingerprint = idempotencyKey ? fingerprintOf(paymentMethod) : null;
    const ref = await this.basket.basketOf(guest);
    if (seenBasketId && seenBasketId !== ref.basketId) {
      const sent = await this.basket.orderOfShared(guest, seenBasketId);
      if (sent !== null) return this.alreadySent(sent);
    }
    const catalogue = await this.basket.catalogue();
    const outcome = await this.dataSource.transaction(async (manager): Promise<CheckoutOutcome | { sentAs: number }> => {
      const session = await this.sessions.lockSessionWithTableNumber(manager, sessionId);
      const sentAs = await this.basket.lockShared(ref, manager);
      const earlier = idempotencyKey ? await this.orders.findByIdempotencyKey(manager, sessionId, idempotencyKey) : null;
      if (earlier) return this.replay(earlier, fingerprint, await this.basket.holdsLinesOf(ref, manager));
      if (sentAs !== null) return { sentAs };
      if (session.staffUsername === null) await this.assertFewOpenOrders(manager, session);
      const basket = await this.basket.take(ref, catalogue, manager);
      this.basket.assertOrderable(basket);
      const placed = await this.placeOrder(manager, session, ref, basket, { paymentMethod, idempotencyKey, fingerprint });
      await this.preparation.route(manager, placed.order, 'CHECKOUT');
      await this.basket.markOrdered(ref, placed.order.id, manager);
      return placed;
    });
    // Read after the transaction: on the embedded database a read beside it would wait for it.
    if ('sentAs' in outcome) return this.alreadySent(outcome.sentAs);
    const { order, event } = outcome;
    if (event) {
      this.eventLog.publish(event, order);
      this.basket.checkedOut(ref);
    }
    const body: CheckoutAnswerDto = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalPrice: centsToEuro(order.grossCents),
      status: order.status,
      order: toGuestOrderDtoIn(order, await this.names.in(lang)),
    };
    return { replayed: event === null, body };
  }

  /**
   * The answer to a key seen before: the same request finds the basket as that checkout left it (none of the guest's
   * lines in it); lines the guest added since, or another payment method, make another request, which the key must
   * not hide.
   */
  private replay(earlier: Order, fingerprint: string | null, guestAddedSince: boolean): CheckoutOutcome {
    const sameBody = earlier.idempotencyFingerprint === null || earlier.idempotencyFingerprint === fingerprint;
    if (!sameBody || guestAddedSince) throw new ApiError(422, KEY_REUSED);
    return { order: earlier, event: null };
  }

  /**
   * A real party waits for the waiter after a few orders; a script with a photographed QR code does not. More open
   * (not yet approved) guest orders than the limits at the table or of the session (scaled by RATE_LIMIT_FACTOR, like
   * every limit against abuse; 0 turns them off): 429, and the waiter view flags the table (BillsService).
   */
  private async assertFewOpenOrders(manager: EntityManager, session: SessionWithTableNumber): Promise<void> {
    const factor = this.config.rateLimitFactor;
    if (factor === 0) return;
    const { maxOpenPerTable, maxOpenPerSession } = this.config.orderLimits;
    const open = await this.orders.countOpenGuestOrders(manager, session.id, session.tableId);
    if (open.ofSession >= scaledLimit(maxOpenPerSession, factor) || open.ofTable >= scaledLimit(maxOpenPerTable, factor)) {
      throw new TooManyRequestsError(TOO_MANY_OPEN_ORDERS, 60, guestRefusal('TOO_MANY_OPEN_ORDERS'));
    }
  }

  /** 409 "Bestellung wurde bereits gesendet" with the order another phone made of the shared basket. */
  private async alreadySent(orderId: number): Promise<never> {
    const [order] = await this.orders.findWithItems([orderId]);
    throw new ApiError(409, ALREADY_SENT, undefined, { orderId: order?.id ?? null, orderNumber: order?.orderNumber ?? null });
  }

  private async placeOrder(
    manager: EntityManager,
    session: SessionWithTableNumber,
    ref: BasketRef,
    basket: PricedBasket,
    request: CheckoutRequest,
  ) {
    // Who added each line, kept on the order: the table's bill groups the lines by guest after the sessions are gone.
    // A basket of one's own holds only the session's lines, whose name the session's row lock read already.
    const adders = [...new Set(basket.lines.map((l) => l.line.sessionId))];
    const names = ref.tableId === null ? new Map([[session.id, session.guestName]]) : await this.sessions.namesOf(adders, manager);
    return this.orders.insertPlaced(
      manager,
      {
        sessionId: session.id,
        tableBasketId: ref.tableId === null ? null : ref.basketId,
        tableId: session.tableId,
        tableNumber: session.tableNumber,
        status: 'IN_PROGRESS',
        orderType: session.entryType === 'TABLE' ? 'DINE_IN' : 'TAKEAWAY',
        paymentMethod: request.paymentMethod,
        paymentStatus: 'PENDING',
        grossCents: basket.totalCents,
        itemsCount: basket.lines.reduce((sum, l) => sum + l.line.quantity, 0),
        idempotencyKey: request.idempotencyKey,
        idempotencyFingerprint: request.fingerprint,
        enteredBy: session.staffUsername,
        submittedAt: new Date(),
      },
      basket.lines.map((l) => ({
        menuItemId: l.line.menuItemId,
        menuItemName: l.name,
        typeCode: l.typeCode,
        vatRate: l.vatRate,
        vatCategory: l.vatCategory,
        isDrink: l.isDrink,
        categoryId: l.categoryId,
        course: l.course,
        quantity: l.line.quantity,
        unitPriceCents: l.unitPriceCents,
        priceFinalCents: l.totalCents,
        extras: l.extras.map((e) => ({ extraId: e.id, name: e.name, priceCents: e.priceCents })),
        allergens: l.allergens,
        note: l.line.note || null,
        guestSessionId: l.line.sessionId,
        guestName: names.get(l.line.sessionId) ?? null,
      })),
      { type: 'CREATED', message: CREATED_TEMPLATE },
    );
  }

  /** The session's own orders, newest first, for the guest's confirmation page. */
  async ordersOfSession(sessionId: string, lang: Language): Promise<GuestOrderDto[]> {
    await this.sessions.get(sessionId);
    const [orders, names] = await Promise.all([this.orders.ofSession(sessionId, 50), this.names.in(lang)]);
    return orders.map((order) => toGuestOrderDtoIn(order, names));
  }

  async orderOfSession(sessionId: string, orderId: number, lang: Language): Promise<GuestOrderDto> {
    if (!(await this.orders.findOfSession(sessionId, orderId))) throw notFound(ORDER_NOT_FOUND);
    const [[order], names] = await Promise.all([this.orders.findWithItems([orderId]), this.names.in(lang)]);
    return toGuestOrderDtoIn(order, names);
  }
}
