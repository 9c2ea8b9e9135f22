import type { Course } from '../common/course.js';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import { ChangeDroppedSnapshot } from '../common/change-dropped-snapshot.js';
import { VAT_RATES } from '../common/vat.js';
import { MenuItemsRepository } from './menu-items.repository.js';
import type { MenuItem } from './menu-item.entity.js';
import type { Language, TranslatableText } from '../common/translations.js';
import type { VatCategory, VatRate } from '../common/vat.js';
import { type MenuItemRow, toCategoryDto, toMenuItemDto, toMenuTypeDto } from './menu.mapper.js';
import { CATALOGUE_MAX_AGE_MS } from './menu-catalogue.cache.js';
import { MenuRepository } from './menu.repository.js';
import type { GuestMenuItemDto, MenuItemVatDto } from './dto/menu.dto.js';

/** Where an item sits on the menu, which decides the extras that fit it. */
export interface ItemPlacement {
  typeId: number;
  categoryId: number;
}

/** Answers, for the menu as it is now, whether any active extra fits an item placed so. */
export type ExtrasFinder = () => Promise<(placement: ItemPlacement) => boolean>;

/** A menu type with its categories and their items, as the demo restaurant brings it. */
export interface NewMenuType {
  code: string;
  name: string;
  /** What new products of the type start with (VAT_10 / FOOD when left out). */
  defaultVatRate?: VatRate;
  defaultVatCategory?: VatCategory;
  categories: Array<{
    name: string;
    description: string;
    /** A category's own start for new products (its type's when left out). */
    defaultVatCategory?: VatCategory;
    /** The course its products are served in (none when left out). */
    course?: Course;
    items: Array<Pick<MenuItem, 'name' | 'description' | 'basePriceCents' | 'allergens' | 'vatRate' | 'vatCategory'>>;
  }>;
}

/** The guest's view of the menu (only what can be ordered now), and what other modules ask of it. */
@Injectable()
export class MenuService {
  private readonly itemRowsSnapshot = new ChangeDroppedSnapshot(
    async () => new Map((await this.items.rows({})).map((row) => [row.item.id, row])),
    CATALOGUE_MAX_AGE_MS,
  );

  /** The first category (as guests see them) of each active menu type, by type code. */
  private readonly firstCategoryIds = new ChangeDroppedSnapshot(async () => {
    const firsts = new Map<string, number>();
    for (const category of await this.menu.categoriesOfActiveTypes()) {
      if (!firsts.has(category.type.code)) firsts.set(category.type.code, category.id);
    }
    return firsts;
  }, CATALOGUE_MAX_AGE_MS);

  /** Until the extras module registers (always, at start): no item has extras. */
  private findExtras: ExtrasFinder = () => Promise.resolve(() => false);

  constructor(
    private readonly menu: MenuRepository,
    private readonly items: MenuItemsRepository,
  ) {}

  async types(lang: Language = 'de') {
    return (await this.menu.types(true)).map((type) => toMenuTypeDto(type, lang));
  }

  async categories(typeCode?: string, lang: Language = 'de') {
    return (await this.menu.categoriesOfActiveTypes(typeCode)).map((category) => toCategoryDto(category, lang));
  }

  /** The items guests can order, each saying whether extras fit it (then the guest app opens its dialog). */
  async orderableItems(categoryId?: number, lang: Language = 'de'): Promise<GuestMenuItemDto[]> {
    const [rows, fits] = await Promise.all([this.items.rows({ categoryId, orderableOnly: true }), this.findExtras()]);
    return rows.map((row) => ({ ...toMenuItemDto(row, lang), hasExtras: fits({ typeId: row.typeId, categoryId: row.item.categoryId }) }));
  }

  /**
   * The extras module imports this one, so this one cannot ask it: it registers how to find an item's extras at
   * start instead. Its writes raise `menu.changed`, which drops the guest menu's pages that carry the answer.
   */
  answerExtrasWith(finder: ExtrasFinder): void {
    this.findExtras = finder;
  }

  async vatRates(ids: number[]): Promise<MenuItemVatDto[]> {
    const rows = await this.items.rows({ ids });
    return rows.map(({ item }) => ({ menuItemId: item.id, vatRate: item.vatRate, vatPercent: VAT_RATES[item.vatRate] }));
  }

  /**
   * Items, archived ones included, by id, with their type and previous price, as the menu was when a
   * change was last heard of: the basket prices with them on every add and checkout, so they come from
   * memory, not from queries each time. Every back-office menu write drops them (`menu.changed`).
   */
  itemRowsById(): Promise<ReadonlyMap<number, MenuItemRow>> {
    return this.itemRowsSnapshot.get();
  }

  /** The first category (as guests see them) of an active menu type, by its code (upper case). */
  async firstCategoryId(typeCode: string): Promise<number | undefined> {
    return (await this.firstCategoryIds.get()).get(typeCode);
  }

  @OnEvent('menu.changed')
  dropSnapshots(): void {
    this.itemRowsSnapshot.drop();
    this.firstCategoryIds.drop();
  }

  /** The menu type and category of an item (archived or not), or null. */
  placementOf(menuItemId: number): Promise<{ typeId: number; categoryId: number } | null> {
    return this.items.placementOf(menuItemId);
  }

  /** How many of these menu types exist. */
  countTypes(ids: number[]): Promise<number> {
    return this.menu.countTypes(ids);
  }

  countCategories(ids: number[]): Promise<number> {
    return this.menu.countCategories(ids);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.menu.types(false)).length === 0;
  }

  /** Adds whole menu types in the caller's transaction; answers the new ids by type code and category name. */
  async addMenu(types: NewMenuType[], manager: EntityManager) {
    const typeIds = new Map<string, number>();
    const categoryIds = new Map<string, number>();
    for (const [typeIndex, type] of types.entries()) {
      const { code, name, defaultVatRate, defaultVatCategory } = type;
      const typeId = await this.menu.insertType({ code, name, defaultVatRate, defaultVatCategory, sortOrder: typeIndex + 1 }, manager);
      typeIds.set(type.code, typeId);
      for (const [categoryIndex, category] of type.categories.entries()) {
        const { name, description, items, defaultVatCategory, course = null } = category;
        const categoryId = await this.menu.insertCategory(
          { typeId, name, description, defaultVatCategory, course, sortOrder: categoryIndex + 1 },
          manager,
        );
        categoryIds.set(name, categoryId);
        await this.items.insert(
          items.map((item) => ({ ...item, categoryId })),
          manager,
        );
      }
    }
    return { typeIds, categoryIds };
  }

  /** The menu's texts for translation: menu types, categories and products not archived, in the menu's order. */
  async translatableTexts(): Promise<TranslatableText[]> {
    const [types, categories, rows] = await Promise.all([
      this.menu.types(false),
      this.menu.categories(),
      this.items.rows({ withoutArchived: true }),
    ]);
    return [
      ...types.map((t) => ({ kind: 'menuType' as const, id: t.id, german: { name: t.name }, translations: t.translations })),
      ...categories.map((c) => ({
        kind: 'category' as const,
        id: c.id,
        german: { name: c.name, description: c.description },
        translations: c.translations,
      })),
      ...rows.map(({ item }) => ({
        kind: 'item' as const,
        id: item.id,
        german: { name: item.name, description: item.description },
        translations: item.translations,
      })),
    ];
  }

  /** Stores translations of menu types, categories and products, in the caller's transaction. */
  async saveTranslations(manager: EntityManager, texts: Array<Pick<TranslatableText, 'kind' | 'id' | 'translations'>>): Promise<void> {
    const of = (kind: TranslatableText['kind']) => texts.filter((t) => t.kind === kind);
    await this.menu.setTranslations(manager, 'menuType', of('menuType'));
    await this.menu.setTranslations(manager, 'category', of('category'));
    await this.items.setTranslations(manager, of('item'));
  }
}
