import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { euroToCents } from '../common/money.js';
import { AdminMenuItemsRepository } from './admin-menu-items.repository.js';
import { Category } from './category.entity.js';
import { parseSort, toPage } from '../common/list-query.js';
import { type AdminMenuItemsQueryDto, MENU_ITEM_SORT_FIELDS } from './dto/admin-menu-items-query.dto.js';
import type { MenuItemInputDto } from './dto/admin-menu-item.dto.js';
import { fieldError } from './dto/catalog-rules.js';
import { MenuItemPrice } from './menu-item-price.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { toAdminMenuItemDto } from './menu.mapper.js';
import { MenuType } from './menu-type.entity.js';

export const ITEM_NOT_FOUND = 'Produkt nicht gefunden.';
export const NO_OLD_PRICE = 'Rabatt nur möglich, wenn ein alter Preis über 0 existiert.';

/** Products in the back office: edits keep a price history, deleting archives. */
@Injectable()
export class AdminMenuItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: AdminMenuItemsRepository,
  ) {}

  async list(query: AdminMenuItemsQueryDto) {
    const { rows, total } = await this.items.page({
      filter: { q: query.q, typeCode: query.type, categoryId: query.categoryId, includeArchived: query.includeArchived ?? false },
      sort: parseSort(query.sort, MENU_ITEM_SORT_FIELDS, 'name'),
      page: query.page,
      size: query.size,
    });
    return toPage(rows.map(toAdminMenuItemDto), total, query);
  }

  async one(id: number) {
    const row = await this.items.one(id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return toAdminMenuItemDto(row);
  }

  async create(input: MenuItemInputDto) {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkPlacement(manager, input.typeCode, input.categoryId);
      const result = await manager.insert(MenuItem, {
        categoryId: input.categoryId,
        name: input.name,
        description: input.description ?? '',
        basePriceCents: euroToCents(input.basePrice)!,
        available: input.available ?? true,
        vatRate: input.vatRate ?? 'VAT_10',
        vatCategory: input.vatCategory ?? 'FOOD',
        allergens: normalizedAllergens(input.allergens ?? []),
      });
      return result.identifiers[0].id as number;
    });
    return this.one(id);
  }

  /** Fields left out keep their value; a new base price moves the old one into the price history. */
  async update(id: number, input: MenuItemInputDto) {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.lockedItem(manager, id);
      await this.checkPlacement(manager, input.typeCode, input.categoryId);
      const basePriceCents = euroToCents(input.basePrice)!;
      if (basePriceCents !== item.basePriceCents) await manager.insert(MenuItemPrice, { menuItemId: id, priceCents: item.basePriceCents });
      await manager.update(MenuItem, id, {
        categoryId: input.categoryId,
        name: input.name,
        description: input.description ?? item.description,
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
  async archive(id: number) {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.lockedItem(manager, id);
      if (!item.archivedAt) await manager.update(MenuItem, id, { archivedAt: new Date() });
    });
    return this.one(id);
  }

  async setAvailability(id: number, available: boolean) {
    await this.dataSource.transaction(async (manager) => {
      await this.lockedItem(manager, id);
      await manager.update(MenuItem, id, { available });
    });
    return this.one(id);
  }

  /** Spec 4: the discount can only be on while an old price above 0 exists. */
  async setDiscount(id: number, enabled: boolean) {
    await this.dataSource.transaction(async (manager) => {
      await this.lockedItem(manager, id);
      const previous = await this.items.previousPriceCents(id, manager);
      if (enabled && !(previous !== null && previous > 0)) throw conflict(NO_OLD_PRICE);
      await manager.update(MenuItem, id, { discountEnabled: enabled });
    });
    return this.one(id);
  }

  private async lockedItem(manager: EntityManager, id: number): Promise<MenuItem> {
    const item = await manager.findOne(MenuItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  }

  /** The category must exist and belong to the chosen menu type. */
  private async checkPlacement(manager: EntityManager, typeCode: string, categoryId: number): Promise<void> {
    const type = await manager.findOneBy(MenuType, { code: typeCode });
    if (!type) throw fieldError('typeCode', 'Unbekannter Menü-Typ.');
    const category = await manager.findOneBy(Category, { id: categoryId });
    if (!category) throw fieldError('categoryId', 'Unbekannte Kategorie.');
    if (category.typeId !== type.id) throw fieldError('categoryId', 'Die Kategorie gehört nicht zum gewählten Menü-Typ.');
  }
}

function normalizedAllergens(codes: string[]): string[] {
  return [...new Set(codes)].sort();
}
