import type { Course } from '../common/course.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, Not, type SelectQueryBuilder } from 'typeorm';
import { containing, type PageRequest, type SortOrder } from '../common/list-query.js';
import type { MenuItemSortField } from './dto/admin-menu-items-query.dto.js';
import { MenuItemPrice } from './menu-item-price.entity.js';
import { MenuItem } from './menu-item.entity.js';
import { TRANSLATION_LANGUAGES, type Translations } from '../common/translations.js';
import type { MenuItemRow } from './menu.mapper.js';

interface MenuItemFilter {
  ids?: number[];
  categoryId?: number;
  /** Available, not archived, in an active menu type: what guests may order. */
  orderableOnly?: boolean;
  /** No archived items (the back office's list, unless it asks for them). */
  withoutArchived?: boolean;
  typeCode?: string;
  /** Part of the name or description. */
  q?: string;
  /** Only items lacking a translation of a text they have in German, in some language. */
  missingTranslation?: boolean;
}

/** An item lacks a translation: in some language, its name, or its description when it has one, is not translated. */
const MISSING_TRANSLATION = `EXISTS (
  SELECT 1 FROM unnest(ARRAY[${TRANSLATION_LANGUAGES.map((lang) => `'${lang}'`).join(', ')}]) AS l(lang)
  WHERE coalesce(item.translations -> l.lang ->> 'name', '') = ''
     OR (item.description <> '' AND coalesce(item.translations -> l.lang ->> 'description', '') = ''))`;

interface MenuItemPage extends PageRequest {
  filter: MenuItemFilter;
  sort: SortOrder<MenuItemSortField>;
}

interface RawItemColumns {
  item_id: number;
  type_code: string;
  type_id: number;
  type_active: boolean;
  category_course: Course | null;
  previous_price_cents: number | null;
}

const SORT_COLUMNS: Record<MenuItemSortField, string> = { name: 'item.name', basePrice: 'item.basePriceCents' };

/** The products' queries: each item comes with its type and its newest previous price. */
@Injectable()
export class MenuItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  rows(filter: MenuItemFilter, manager?: EntityManager): Promise<MenuItemRow[]> {
    return this.read(this.filtered(filter, manager).orderBy('item.name', 'ASC').addOrderBy('item.id', 'ASC'));
  }

  async page({ filter, sort, page, size }: MenuItemPage): Promise<[MenuItemRow[], number]> {
    const query = this.filtered(filter);
    const total = await query.getCount();
    query
      .orderBy(SORT_COLUMNS[sort.field], sort.descending ? 'DESC' : 'ASC')
      .addOrderBy('item.id', 'ASC')
      .offset(page * size)
      .limit(size);
    return [await this.read(query), total];
  }

  /** The item's menu type and category, archived or not. */
  async placementOf(id: number): Promise<{ typeId: number; categoryId: number } | null> {
    const [row] = await this.rows({ ids: [id] });
    return row ? { typeId: row.typeId, categoryId: row.item.categoryId } : null;
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(MenuItem, { id });
  }

  /** The item row, locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<MenuItem | null> {
    return manager.findOne(MenuItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  find(id: number, manager: EntityManager = this.dataSource.manager): Promise<MenuItem | null> {
    return manager.findOneBy(MenuItem, { id });
  }

  async insert(items: Array<Partial<MenuItem>>, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const { identifiers } = await manager.insert(MenuItem, items);
    return identifiers.map((identifier) => identifier.id as number);
  }

  async update(manager: EntityManager, id: number, changes: Partial<MenuItem>): Promise<void> {
    await manager.update(MenuItem, id, changes);
  }

  /** Keeps the price an item had before a change of its base price. */
  async keepPreviousPrice(manager: EntityManager, id: number, priceCents: number): Promise<void> {
    await manager.insert(MenuItemPrice, { menuItemId: id, priceCents });
  }

  /** The price the item had before its last base price change, in cents (null: never changed). */
  async previousPriceCents(manager: EntityManager, id: number): Promise<number | null> {
    const price = await manager.findOne(MenuItemPrice, { where: { menuItemId: id }, order: { id: 'DESC' } });
    return price ? Number(price.priceCents) : null;
  }

  hasListedItems(manager: EntityManager, categoryId: number): Promise<boolean> {
    return manager.existsBy(MenuItem, { categoryId, archivedAt: IsNull() });
  }

  archivedIn(manager: EntityManager, categoryId: number): Promise<MenuItem[]> {
    return manager.findBy(MenuItem, { categoryId, archivedAt: Not(IsNull()) });
  }

  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length) await manager.delete(MenuItem, ids);
  }

  /** Items joined to their type, with the newest previous price, narrowed by the filter. */
  private filtered(filter: MenuItemFilter, manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<MenuItem> {
    const query = manager
      .createQueryBuilder(MenuItem, 'item')
      .innerJoin('item.category', 'category')
      .innerJoin('category.type', 'type')
      .addSelect('type.code', 'type_code')
      .addSelect('type.id', 'type_id')
      .addSelect('type.active', 'type_active')
      .addSelect('category.course', 'category_course')
      .addSelect(
        '(SELECT p.price_cents FROM menu_item_prices p WHERE p.menu_item_id = item.id ORDER BY p.id DESC LIMIT 1)',
        'previous_price_cents',
      );
    if (filter.ids) query.andWhere('item.id IN (:...ids)', { ids: filter.ids.length ? filter.ids : [0] });
    if (filter.categoryId !== undefined) query.andWhere('item.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.orderableOnly) query.andWhere('item.available AND item.archivedAt IS NULL AND type.active');
    if (filter.withoutArchived) query.andWhere('item.archivedAt IS NULL');
    if (filter.typeCode) query.andWhere('type.code = :typeCode', { typeCode: filter.typeCode });
    if (filter.missingTranslation) query.andWhere(MISSING_TRANSLATION);
    const q = filter.q?.trim();
    if (q) query.andWhere('(item.name ILIKE :q OR item.description ILIKE :q)', { q: containing(q) });
    return query;
  }

  /** Runs the query and pairs each item with its raw type and price columns. */
  private async read(query: SelectQueryBuilder<MenuItem>): Promise<MenuItemRow[]> {
    const { entities, raw } = await query.getRawAndEntities();
    const rawById = new Map((raw as RawItemColumns[]).map((r) => [Number(r.item_id), r]));
    return entities.map((item) => {
      const row = rawById.get(item.id)!;
      return {
        item,
        typeCode: row.type_code,
        typeId: Number(row.type_id),
        typeActive: row.type_active,
        course: row.category_course,
        previousPriceCents: row.previous_price_cents === null ? null : Number(row.previous_price_cents),
      };
    });
  }

  /** Sets the translations of products, in the caller's transaction. */
  async setTranslations(manager: EntityManager, changes: Array<{ id: number; translations: Translations }>): Promise<void> {
    for (const { id, translations } of changes) await manager.update(MenuItem, { id }, { translations });
  }
}
