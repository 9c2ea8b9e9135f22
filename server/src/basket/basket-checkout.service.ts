import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict, guestRefusal } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { assertWithinLimits } from './basket-limits.js';
import { type PricedBasket, priceWith, type PricingCatalogue } from './basket-pricing.js';
import type { BasketRef } from './basket-ref.js';
import { BasketRepository } from './basket.repository.js';
import { BasketService, EMPTY_BASKET, ITEM_NOT_AVAILABLE } from './basket.service.js';

/**
 * What checkout (orders module) may do with a guest's basket, and all it may do: find it, hold a shared one,
 * take its lines priced, check them, and mark the basket as ordered. The basket module's one export.
 */
@Injectable()
export class BasketCheckout {
  constructor(
    private readonly basket: BasketService,
    private readonly baskets: BasketRepository,
    private readonly config: AppConfig,
  ) {}

  /** The basket the guest would check out: the table's shared one, or the guest's own. */
  basketOf(guest: ActiveSession): Promise<BasketRef> {
    return this.basket.basketOf(guest);
  }

  /** The items and extras to price with; read it before the checkout's transaction (see BasketService.catalogue). */
  catalogue(): Promise<PricingCatalogue> {
    return this.basket.catalogue();
  }

  /** The order an earlier shared basket of the guest's table became (the phone showed it before another sent it). */
  orderOfShared(guest: ActiveSession, basketId: string): Promise<number | null> {
    return guest.tableId === null ? Promise.resolve(null) : this.baskets.orderOfTableBasket(guest.tableId, basketId);
  }

  /**
   * Holds a shared basket until the transaction ends, so of two phones checking it out at once the second waits,
   * then finds the order the first made (its id) instead of an open basket (null).
   */
  async lockShared(ref: BasketRef, manager: EntityManager): Promise<number | null> {
    if (ref.tableId === null) return null;
    const state = await this.baskets.lockTableBasket(manager, ref.basketId);
    return state?.ordered ? state.orderId : null;
  }

  /**
   * The basket emptied in the caller's transaction and answered priced, in one statement. A checkout that then
   * fails rolls back, and the basket is as it was.
   */
  async take(ref: BasketRef, catalogue: PricingCatalogue, manager: EntityManager): Promise<PricedBasket> {
    return priceWith(catalogue, await this.baskets.take(ref.basketId, manager));
  }

  /** The priced basket may become an order: not empty (409), every line orderable (409), within the limits (400). */
  assertOrderable(basket: PricedBasket): void {
    if (basket.lines.length === 0) throw conflict(EMPTY_BASKET, guestRefusal('EMPTY_BASKET'));
    const unavailable = basket.lines.filter((l) => !l.orderable).map((l) => l.name);
    if (unavailable.length) throw conflict(`${ITEM_NOT_AVAILABLE} (${unavailable.join(', ')})`, guestRefusal('ITEM_NOT_AVAILABLE'));
    assertWithinLimits(basket, this.config.orderLimits);
  }

  /**
   * Whether the guest put lines into the basket since (read in the checkout's transaction): a repeated checkout key
   * must then not answer the earlier order, in a basket of one's own as in the table's. Other guests' lines in the
   * table's basket are not this guest's request.
   */
  holdsLinesOf(ref: BasketRef, manager: EntityManager): Promise<boolean> {
    return this.baskets.holdsLinesOf(manager, ref.basketId, ref.sessionId);
  }

  /** The shared basket became this order (in the checkout's transaction); the table's next line opens a new basket. */
  async markOrdered(ref: BasketRef, orderId: number, manager: EntityManager): Promise<void> {
    if (ref.tableId !== null) await this.baskets.markOrdered(manager, ref.basketId, orderId);
  }

  /** After the checkout committed: the table's phones show the new, empty basket. */
  checkedOut(ref: BasketRef): void {
    this.basket.tell(ref);
  }
}
