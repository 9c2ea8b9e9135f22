import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict, guestRefusal, notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { AppEvents } from '../events/app-events.js';
import { EventBus, ReactTo } from '../events/event-bus.service.js';
import type { Extra } from '../extras/extra.entity.js';
import { extraFits } from '../extras/extra.mapper.js';
import { ExtrasService } from '../extras/extras.service.js';
import { MenuService } from '../menu/menu.service.js';
import type { Language } from '../common/translations.js';
import { GuestMenuNames } from '../menu-texts/guest-menu-names.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { BasketItem } from './basket-item.entity.js';
import type { BasketRef } from './basket-ref.js';
import { assertWithinLimits, tooManyPiecesError } from './basket-limits.js';
import { isOrderable, type PricedBasket, priceWith, type PricingCatalogue, toBasketDto } from './basket-pricing.js';
import { BasketRepository } from './basket.repository.js';
import type { AddBasketItemDto } from './dto/add-basket-item.dto.js';

export const ITEM_NOT_AVAILABLE = 'Dieses Produkt ist gerade nicht verfügbar.';
export const EMPTY_BASKET = 'Warenkorb ist leer';

/** The shared basket was checked out between finding it and locking it: find the table's new one. */
class BasketTaken extends Error {}

@Injectable()
export class BasketService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly baskets: BasketRepository,
    private readonly menu: MenuService,
    private readonly extras: ExtrasService,
    private readonly sessions: SessionsService,
    private readonly names: GuestMenuNames,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  /** Basket lines keep extras' ids without a foreign key: an extra a basket holds is only deactivated. */
  onModuleInit(): void {
    this.extras.addHolder((extraId) => this.baskets.holdsExtra(extraId));
  }

  /**
   * The basket a guest's routes (and checkout) work on: at a table the table's shared one (opened when it has none),
   * unless the guest switched to a basket of their own; for takeaway always their own.
   */
  async basketOf(guest: ActiveSession): Promise<BasketRef> {
    const { sessionId, tableId } = guest;
    if (tableId === null || guest.privateBasket) return { basketId: sessionId, sessionId, tableId: null };
    return { basketId: await this.baskets.openTableBasket(tableId, randomUUID()), sessionId, tableId };
  }

  /** The guest's basket; SessionOwnerGuard has made sure the session is open. */
  async get(guest: ActiveSession, lang: Language) {
    const ref = await this.basketOf(guest);
    const catalogue = await this.catalogue();
    return this.toDto(ref, priceWith(catalogue, await this.baskets.lines(ref.basketId)), guest, lang);
  }

  /**
   * The basket as the guest sees it, products and extras named in the guest's language: every line with the guest
   * who added it, by the name they gave or as "Gast n" (numbered in the order they first added to this basket).
   */
  private async toDto(ref: BasketRef, basket: PricedBasket, guest: ActiveSession, lang: Language) {
    const adders = [...new Set(basket.lines.map((l) => l.line.sessionId))];
    // A basket of one's own holds only one's own lines: no need to look names up.
    const [names, menuNames] = await Promise.all([
      ref.tableId === null ? new Map([[guest.sessionId, guest.guestName]]) : this.sessions.namesOf(adders),
      this.names.in(lang),
    ]);
    const guests = new Map(adders.map((id, i) => [id, { name: names.get(id) ?? null, number: i + 1 }]));
    return toBasketDto(ref, basket, guests, menuNames);
  }

  /** The phones at the table reload the shared basket (after the change committed). */
  tell(ref: BasketRef): void {
    if (ref.tableId !== null) this.bus.emit('basket.changed', { tableId: ref.tableId, basketId: ref.basketId });
  }

  /** A guest's new name shows on their shared lines: the table's phones reload. */
  @OnEvent('session.changed')
  async nameChanged({ tableId }: AppEvents['session.changed']): Promise<void> {
    const basketId = await this.baskets.findOpenTableBasket(tableId);
    if (basketId) this.bus.emit('basket.changed', { tableId, basketId });
  }

  /**
   * The menu's items and extras the basket prices with, as their modules hold them in memory. Read it
   * before a transaction: on the embedded database, loading them inside one would wait for that transaction.
   */
  async catalogue(): Promise<PricingCatalogue> {
    const [items, extras] = await Promise.all([this.menu.itemRowsById(), this.extras.byId()]);
    return { items, extras };
  }

  /** Ended sessions lose their baskets (those of deleted sessions went with them already). */
  @ReactTo('sessions.ended')
  async emptyEnded({ sessionIds }: AppEvents['sessions.ended']): Promise<void> {
    await this.baskets.empty(sessionIds);
  }

  async addItem(guest: ActiveSession, dto: AddBasketItemDto, lang: Language) {
    const extraIds = [...dto.addingIds].sort((a, b) => a - b);
    const catalogue = await this.catalogue();
    checkOrderable(catalogue, dto.menuItemId, extraIds);
    const { ref, basket } = await this.changeLines(guest, catalogue, (manager, ref) =>
      this.addToLine(manager, {
        basketId: ref.basketId,
        sessionId: ref.sessionId,
        menuItemId: dto.menuItemId,
        extraIds,
        note: dto.note ?? '',
        quantity: dto.quantity,
      }),
    );
    this.tell(ref);
    return this.toDto(ref, basket, guest, lang);
  }

  /** Any phone at the table may change any line of the shared basket. */
  async removeItem(guest: ActiveSession, itemId: number, quantity: number | undefined, lang: Language) {
    const ref = await this.basketOf(guest);
    const line = await this.requireLine(ref, itemId);
    if (quantity === undefined || quantity >= line.quantity) await this.baskets.deleteLine(line.id);
    else await this.baskets.setQuantity(line.id, line.quantity - quantity);
    this.tell(ref);
    return this.toDto(ref, priceWith(await this.catalogue(), await this.baskets.lines(ref.basketId)), guest, lang);
  }

  /** Takes one extra off a line, keeping its note; a line that then equals another one (of the same guest) merges into it. */
  async removeExtra(guest: ActiveSession, itemId: number, extraId: number, lang: Language) {
    const line = await this.requireLine(await this.basketOf(guest), itemId);
    if (!line.extraIds.includes(extraId)) throw notFound('Dieses Extra ist nicht in dieser Position.');
    const { ref, basket } = await this.changeLines(guest, await this.catalogue(), async (manager) => {
      await this.baskets.deleteLine(line.id, manager);
      return this.addToLine(manager, { ...line, extraIds: line.extraIds.filter((id) => id !== extraId) });
    });
    this.tell(ref);
    return this.toDto(ref, basket, guest, lang);
  }

  /**
   * A change that may grow the basket, one at a time per session (its row is locked), kept only if the
   * basket then stays within the plausibility limits: a parallel burst cannot slip past them. The change
   * answers the lines as they then are (the lock keeps them so until commit), so the answer needs no second read.
   */
  private async changeLines(
    guest: ActiveSession,
    catalogue: PricingCatalogue,
    change: (manager: EntityManager, ref: BasketRef) => Promise<BasketItem[]>,
    retried = false,
  ): Promise<{ ref: BasketRef; basket: PricedBasket }> {
    const ref = await this.basketOf(guest);
    try {
      const basket = await this.dataSource.transaction(async (manager) => {
        await this.lockBasket(manager, ref);
        const priced = priceWith(catalogue, await change(manager, ref));
        assertWithinLimits(priced, this.config.orderLimits);
        return priced;
      });
      return { ref, basket };
    } catch (err) {
      if (err instanceof BasketTaken && !retried) return this.changeLines(guest, catalogue, change, true);
      throw err;
    }
  }

  /** One change of a basket at a time: a private basket locks its session row, a shared one its table basket row. */
  private async lockBasket(manager: EntityManager, ref: BasketRef): Promise<void> {
    if (ref.tableId === null) return this.sessions.lockSession(manager, ref.sessionId);
    const state = await this.baskets.lockTableBasket(manager, ref.basketId);
    if (!state || state.ordered) throw new BasketTaken();
  }

  /** Adds to the line with the same item, extras and note, or creates it, up to the pieces a line may have; answers all lines. */
  private async addToLine(
    manager: EntityManager,
    line: Pick<BasketItem, 'basketId' | 'sessionId' | 'menuItemId' | 'extraIds' | 'note' | 'quantity'>,
  ): Promise<BasketItem[]> {
    const max = this.config.orderLimits.maxQuantityPerLine;
    const lines = line.quantity > max ? null : await this.baskets.addToLine(manager, line, max);
    if (!lines) throw tooManyPiecesError(max);
    return lines;
  }

  private async requireLine(ref: BasketRef, itemId: number): Promise<BasketItem> {
    const line = await this.baskets.findLine(ref.basketId, itemId);
    if (!line) throw notFound('Diese Position ist nicht im Warenkorb.');
    return line;
  }
}

/** An item may go into a basket: it exists (404), can be ordered now (409), and the extras fit it (400). */
function checkOrderable(catalogue: PricingCatalogue, menuItemId: number, extraIds: number[]): void {
  const row = catalogue.items.get(menuItemId);
  if (!row) throw notFound('Produkt nicht gefunden.');
  if (!isOrderable(row)) throw conflict(ITEM_NOT_AVAILABLE, guestRefusal('ITEM_NOT_AVAILABLE'));
  const fits = (e: Extra | undefined) => !!e && e.active && extraFits(e, { typeId: row.typeId, categoryId: row.item.categoryId });
  const unfit = extraIds.filter((id) => !fits(catalogue.extras.get(id)));
  if (unfit.length) {
    const message = `Extra ${unfit.join(', ')} gibt es für dieses Produkt nicht.`;
    throw badRequest(message, [{ field: 'addingIds', message }]);
  }
}
