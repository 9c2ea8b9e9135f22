import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import { ChangeDroppedSnapshot } from '../common/change-dropped-snapshot.js';
import { notFound } from '../common/api-error.js';
import type { AppEvents } from '../events/app-events.js';
import { ReactTo } from '../events/event-bus.service.js';
import { CATALOGUE_MAX_AGE_MS } from '../menu/menu-catalogue.cache.js';
import { MenuService } from '../menu/menu.service.js';
import type { Extra } from './extra.entity.js';
import type { Language, TranslatableText } from '../common/translations.js';
import { extraFits, toExtraDto } from './extra.mapper.js';
import { ExtrasRepository, type ExtraValues } from './extras.repository.js';

/** Whether a module that keeps extras' ids without a foreign key (a basket line) still holds this extra. */
type ExtraHolder = (extraId: number) => Promise<boolean>;

/** Extras for guests and for the modules that price or keep them. */
@Injectable()
export class ExtrasService {
  private readonly holders: ExtraHolder[] = [];
  private readonly allById = new ChangeDroppedSnapshot(
    async () => new Map((await this.extras.list(false)).map((extra) => [extra.id, extra])),
    CATALOGUE_MAX_AGE_MS,
  );

  constructor(
    private readonly extras: ExtrasRepository,
    private readonly menu: MenuService,
  ) {
    menu.answerExtrasWith(async () => {
      const active = [...(await this.byId()).values()].filter((extra) => extra.active);
      return (placement) => active.some((extra) => extraFits(extra, placement));
    });
  }

  /** The extras' names for translation, inactive ones included. */
  async translatableTexts(): Promise<TranslatableText[]> {
    return (await this.extras.list(false)).map((e) => ({
      kind: 'extra' as const,
      id: e.id,
      german: { name: e.name },
      translations: e.translations,
    }));
  }

  /** Stores translations of extras, in the caller's transaction. */
  async saveTranslations(manager: EntityManager, texts: Array<Pick<TranslatableText, 'kind' | 'id' | 'translations'>>): Promise<void> {
    await this.extras.setTranslations(
      manager,
      texts.filter((t) => t.kind === 'extra'),
    );
  }

  /** Active extras, all of them or those that fit one menu item. */
  async listForGuests(menuItemId?: number, lang: Language = 'de') {
    const active = await this.extras.list(true);
    if (menuItemId === undefined) return active.map((extra) => toExtraDto(extra, lang));
    const placement = await this.menu.placementOf(menuItemId);
    if (!placement) throw notFound('Produkt nicht gefunden.');
    return active.filter((extra) => extraFits(extra, placement)).map((extra) => toExtraDto(extra, lang));
  }

  /**
   * All extras, inactive ones included, by id, as they were when a change was last heard of: the basket
   * prices with them on every add and checkout. Every back-office write of extras or the menu drops them.
   */
  byId(): Promise<ReadonlyMap<number, Extra>> {
    return this.allById.get();
  }

  @OnEvent('menu.changed')
  dropSnapshot(): void {
    this.allById.drop();
  }

  /**
   * The basket imports this module, so this module cannot ask the basket: a module that keeps extras'
   * ids registers here at start instead, and an extra one of them holds is only deactivated.
   */
  addHolder(holder: ExtraHolder): void {
    this.holders.push(holder);
  }

  async isHeld(extraId: number): Promise<boolean> {
    for (const holder of this.holders) if (await holder(extraId)) return true;
    return false;
  }

  /** New extras in the caller's transaction (the demo restaurant). */
  async addExtras(extras: Array<Partial<ExtraValues>>, manager: EntityManager): Promise<void> {
    await this.extras.insert(extras, manager);
  }

  /** A deleted menu type or category leaves every extra's scope, in the deleting transaction. */
  @ReactTo('menu.typeRemoved')
  forgetType({ typeId }: AppEvents['menu.typeRemoved'], manager: EntityManager): Promise<void> {
    return this.extras.forget('typeIds', typeId, manager);
  }

  @ReactTo('menu.categoryRemoved')
  forgetCategory({ categoryId }: AppEvents['menu.categoryRemoved'], manager: EntityManager): Promise<void> {
    return this.extras.forget('categoryIds', categoryId, manager);
  }
}
