import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict, notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { AppEvents } from '../events/app-events.js';
import { ReactTo } from '../events/event-bus.service.js';
import type { Extra } from '../extras/extra.entity.js';
import { extraFits } from '../extras/extra.mapper.js';
import { ExtrasService } from '../extras/extras.service.js';
import type { MenuItemRow } from '../menu/menu.mapper.js';
import { MenuService } from '../menu/menu.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { BasketItem } from './basket-item.entity.js';
import { basketLimitProblem, tooManyPieces } from './basket-limits.js';
import { isOrderable, type PricedBasket, priceBasket, toBasketDto } from './basket-pricing.js';
import { BasketRepository } from './basket.repository.js';
import type { AddBasketItemDto } from './dto/add-basket-item.dto.js';

export const ITEM_NOT_AVAILABLE = 'Dieses Produkt ist gerade nicht verfügbar.';
export const EMPTY_BASKET = 'Warenkorb ist leer';

/** What the basket prices with: the menu's items (archived ones too) and all extras, by id. */
export interface PricingCatalogue {
  items: ReadonlyMap<number, MenuItemRow>;
  extras: ReadonlyMap<number, Extra>;
}

@Injectable()
export class BasketService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly baskets: BasketRepository,
    private readonly menu: MenuService,
    private readonly extras: ExtrasService,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
  ) {}

  /** Basket lines keep extras' ids without a foreign key: an extra a basket holds is only deactivated. */
  onModuleInit(): void {
    this.extras.addHolder((extraId) => this.baskets.holdsExtra(extraId));
  }

  /** The session's basket; SessionOwnerGuard has made sure the session is open. */
  async get(sessionId: string) {
    const catalogue = await this.catalogue();
    return toBasketDto(sessionId, priceWith(catalogue, await this.baskets.lines(sessionId)));
  }

  /**
   * The menu's items and extras the basket prices with, as their modules hold them in memory. Read it
   * before a transaction: on the embedded database, loading them inside one would wait for that transaction.
   */
  async catalogue(): Promise<PricingCatalogue> {
    const [items, extras] = await Promise.all([this.menu.itemRowsById(), this.extras.byId()]);
    return { items, extras };
  }

  /**
   * Checkout's basket: emptied in the caller's transaction and answered priced, in one statement. A
   * checkout that then fails rolls back, and the basket is as it was.
   */
  async take(sessionId: string, catalogue: PricingCatalogue, manager: EntityManager): Promise<PricedBasket> {
    return priceWith(catalogue, await this.baskets.take(sessionId, manager));
  }

  /** Checkout's checks of the priced basket: not empty (409), every line orderable (409), within the limits (400). */
  assertOrderable(basket: PricedBasket): void {
    if (basket.lines.length === 0) throw conflict(EMPTY_BASKET);
    const unavailable = basket.lines.filter((l) => !l.orderable).map((l) => l.name);
    if (unavailable.length) throw conflict(`${ITEM_NOT_AVAILABLE} (${unavailable.join(', ')})`);
    this.assertWithinLimits(basket);
  }

  /** Ended sessions lose their baskets (those of deleted sessions went with them already). */
  @ReactTo('sessions.ended')
  async emptyEnded({ sessionIds }: AppEvents['sessions.ended']): Promise<void> {
    await this.baskets.empty(sessionIds);
  }

  async addItem(sessionId: string, dto: AddBasketItemDto) {
    const extraIds = [...dto.addingIds].sort((a, b) => a - b);
    const catalogue = await this.catalogue();
    checkOrderable(catalogue, dto.menuItemId, extraIds);
    const basket = await this.changeLines(sessionId, catalogue, (manager) =>
      this.addToLine(manager, { sessionId, menuItemId: dto.menuItemId, extraIds, quantity: dto.quantity }),
    );
    return toBasketDto(sessionId, basket);
  }

  async removeItem(sessionId: string, itemId: number, quantity?: number) {
    const line = await this.requireLine(sessionId, itemId);
    if (quantity === undefined || quantity >= line.quantity) await this.baskets.deleteLine(line.id);
    else await this.baskets.setQuantity(line.id, line.quantity - quantity);
    return this.get(sessionId);
  }

  /** Takes one extra off a line; a line that then equals another one merges into it. */
  async removeExtra(sessionId: string, itemId: number, extraId: number) {
    const line = await this.requireLine(sessionId, itemId);
    if (!line.extraIds.includes(extraId)) throw notFound('Dieses Extra ist nicht in dieser Position.');
    const basket = await this.changeLines(sessionId, await this.catalogue(), async (manager) => {
      await this.baskets.deleteLine(line.id, manager);
      return this.addToLine(manager, { ...line, extraIds: line.extraIds.filter((id) => id !== extraId) });
    });
    return toBasketDto(sessionId, basket);
  }

  /**
   * A change that may grow the basket, one at a time per session (its row is locked), kept only if the
   * basket then stays within the plausibility limits: a parallel burst cannot slip past them. The change
   * answers the lines as they then are (the lock keeps them so until commit), so the answer needs no second read.
   */
  private changeLines(
    sessionId: string,
    catalogue: PricingCatalogue,
    change: (manager: EntityManager) => Promise<BasketItem[]>,
  ): Promise<PricedBasket> {
    return this.dataSource.transaction(async (manager) => {
      await this.sessions.lockSession(manager, sessionId);
      const basket = priceWith(catalogue, await change(manager));
      this.assertWithinLimits(basket);
      return basket;
    });
  }

  private assertWithinLimits(basket: PricedBasket): void {
    const problem = basketLimitProblem(basket, this.config.orderLimits);
    if (problem) throw badRequest(problem.message, [problem]);
  }

  /** Adds to the line with the same item and extras, or creates it, up to the pieces a line may have; answers all lines. */
  private async addToLine(
    manager: EntityManager,
    line: Pick<BasketItem, 'sessionId' | 'menuItemId' | 'extraIds' | 'quantity'>,
  ): Promise<BasketItem[]> {
    const max = this.config.orderLimits.maxQuantityPerLine;
    const lines = line.quantity > max ? null : await this.baskets.addToLine(manager, line, max);
    if (!lines) throw badRequest(tooManyPieces(max), [{ field: 'quantity', message: tooManyPieces(max) }]);
    return lines;
  }

  private async requireLine(sessionId: string, itemId: number): Promise<BasketItem> {
    const line = await this.baskets.findLine(sessionId, itemId);
    if (!line) throw notFound('Diese Position ist nicht im Warenkorb.');
    return line;
  }
}

/** Prices lines with the catalogue's items and extras. */
function priceWith(catalogue: PricingCatalogue, lines: BasketItem[]): PricedBasket {
  const items = [...new Set(lines.map((l) => l.menuItemId))].flatMap((id) => catalogue.items.get(id) ?? []);
  const extras = [...new Set(lines.flatMap((l) => l.extraIds))].flatMap((id) => catalogue.extras.get(id) ?? []);
  return priceBasket(lines, items, extras);
}

/** An item may go into a basket: it exists (404), can be ordered now (409), and the extras fit it (400). */
function checkOrderable(catalogue: PricingCatalogue, menuItemId: number, extraIds: number[]): void {
  const row = catalogue.items.get(menuItemId);
  if (!row) throw notFound('Produkt nicht gefunden.');
  if (!isOrderable(row)) throw conflict(ITEM_NOT_AVAILABLE);
  const fits = (e: Extra | undefined) => !!e && e.active && extraFits(e, { typeId: row.typeId, categoryId: row.item.categoryId });
  const unfit = extraIds.filter((id) => !fits(catalogue.extras.get(id)));
  if (unfit.length) {
    const message = `Extra ${unfit.join(', ')} gibt es für dieses Produkt nicht.`;
    throw badRequest(message, [{ field: 'addingIds', message }]);
  }
}
