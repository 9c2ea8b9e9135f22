import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizedAllergens } from '../common/allergens.js';
import { conflict, fieldError, notFound } from '../common/api-error.js';
import { parseSort, toPage } from '../common/list-query.js';
import { euroToCents } from '../common/money.js';
import { type AdminMenuItemsQueryDto, MENU_ITEM_SORT_FIELDS } from './dto/admin-menu-items-query.dto.js';
import type { MenuItemInputDto } from './dto/admin-menu-item.dto.js';
import { MenuItemsRepository } from './menu-items.repository.js';
import type { MenuItem } from './menu-item.entity.js';
import { toAdminMenuItemDto } from './menu.mapper.js';
import { MenuRepository } from './menu.repository.js';

export const ITEM_NOT_FOUND = 'Produkt nicht gefunden.';
const NO_OLD_PRICE = 'Rabatt nur möglich, wenn ein alter Preis über 0 existiert.';

/** Products in the back office: edits keep a price history, deleting archives. */
@Injectable()
export class AdminMenuItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: MenuItemsRepository,
    private readonly menu: MenuRepository,
  ) {}

  async list(query: AdminMenuItemsQueryDto) {
    const [rows, total] = await this.items.page({
      filter: {
        q: query.q,
        typeCode: query.type,
        categoryId: query.categoryId,
        withoutArchived: !query.includeArchived,
        missingTranslation: query.missingTranslation,
      },
      sort: parseSort(query.sort, MENU_ITEM_SORT_FIELDS, 'name'),
      page: query.page,
      size: query.size,
    });
    return toPage(rows.map(toAdminMenuItemDto), total, query);
  }

  async one(id: number) {
    const [row] = await this.items.rows({ ids: [id] });
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return toAdminMenuItemDto(row);
  }

  async create(input: MenuItemInputDto) {
    const [id] = await this.dataSource.transaction(async (manager) => {
      await this.checkPlacement(manager, input.typeCode, input.categoryId);
      const vatDefault = await this.menu.vatDefaultOf(manager, input.categoryId);
      const item = {
        categoryId: input.categoryId,
        name: input.name,
        description: input.description ?? '',
        translations: input.translations ?? {},
        basePriceCents: euroToCents(input.basePrice)!,
        available: input.available ?? true,
        vatRate: input.vatRate ?? vatDefault.vatRate,
        vatCategory: input.vatCategory ?? vatDefault.vatCategory,
        allergens: normalizedAllergens(input.allergens ?? []),
      } as const;
      return this.items.insert([item], manager);
    });
    return this.one(id);
  }

  /** Fields left out keep their value; a new base price moves the old one into the price history. */
  async update(id: number, input: MenuItemInputDto) {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.lockedItem(manager, id);
      await this.checkPlacement(manager, input.typeCode, input.categoryId);
      const basePriceCents = euroToCents(input.basePrice)!;
      if (basePriceCents !== item.basePriceCents) await this.items.keepPreviousPrice(manager, id, item.basePriceCents);
      await this.items.update(manager, id, {
        categoryId: input.categoryId,
        name: input.name,
        description: input.description ?? item.description,
        translations: input.translations ?? item.translations,
        basePriceCents,
        available: input.available ?? item.available,
        vatRate: input.vatRate ?? item.vatRate,
        vatCategory: input.vatCategory ?? item.vatCategory,
        allergens: input.allergens ? normalizedAllergens(input.allergens) : item.allergens,
      });
    });
    return this.one(id);
  }

  /** Guests no longer see it and cannot add it; orders keep their snapshot. */
  archive(id: number) {
    return this.change(id, async (manager, item) => {
      if (!item.archivedAt) await this.items.update(manager, id, { archivedAt: new Date() });
    });
  }

  setAvailability(id: number, available: boolean) {
    return this.change(id, (manager) => this.items.update(manager, id, { available }));
  }

  /** Spec 4: the discount can only be on while an old price above 0 exists. */
  setDiscount(id: number, enabled: boolean) {
    return this.change(id, async (manager) => {
      const previous = await this.items.previousPriceCents(manager, id);
      if (enabled && !(previous !== null && previous > 0)) throw conflict(NO_OLD_PRICE);
      await this.items.update(manager, id, { discountEnabled: enabled });
    });
  }

  /** One change of a locked item; answers the item as it then is. */
  private async change(id: number, apply: (manager: EntityManager, item: MenuItem) => Promise<void>) {
    await this.dataSource.transaction(async (manager) => apply(manager, await this.lockedItem(manager, id)));
    return this.one(id);
  }

  private async lockedItem(manager: EntityManager, id: number): Promise<MenuItem> {
    const item = await this.items.lock(manager, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  }

  /** The category must exist and belong to the chosen menu type. */
  private async checkPlacement(manager: EntityManager, typeCode: string, categoryId: number): Promise<void> {
    const type = await this.menu.findTypeByCode(typeCode, manager);
    if (!type) throw fieldError('typeCode', 'Unbekannter Menü-Typ.');
    const category = await this.menu.findCategory(categoryId, manager);
    if (!category) throw fieldError('categoryId', 'Unbekannte Kategorie.');
    if (category.typeId !== type.id) throw fieldError('categoryId', 'Die Kategorie gehört nicht zum gewählten Menü-Typ.');
  }
}
