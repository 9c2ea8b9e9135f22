import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Category } from './category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import type { MenuItemRow } from './menu.mapper.js';
import { MenuType } from './menu-type.entity.js';

interface RawItemColumns {
  item_id: number;
  type_code: string;
  type_id: number;
  type_active: boolean;
  previous_price_cents: number | null;
}

/** The menu's read queries, in one place. "Orderable" = available, not archived, in an active type. */
@Injectable()
export class MenuCatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  activeTypes(): Promise<MenuType[]> {
    return this.dataSource.getRepository(MenuType).find({ where: { active: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  categoriesOfActiveTypes(typeCode?: string): Promise<Category[]> {
    const query = this.dataSource
      .getRepository(Category)
      .createQueryBuilder('category')
      .innerJoinAndSelect('category.type', 'type', 'type.active')
      .orderBy('category.sortOrder', 'ASC')
      .addOrderBy('category.id', 'ASC');
    if (typeCode) query.andWhere('type.code = :typeCode', { typeCode });
    return query.getMany();
  }

  /** Menu items with their type code and newest previous price. */
  itemRows(filter: { categoryId?: number; ids?: number[]; orderableOnly: boolean }, manager?: EntityManager): Promise<MenuItemRow[]> {
    const query = this.itemQuery(manager).orderBy('item.name', 'ASC').addOrderBy('item.id', 'ASC');
    if (filter.categoryId !== undefined) query.andWhere('item.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.ids) query.andWhere('item.id IN (:...ids)', { ids: filter.ids.length ? filter.ids : [0] });
    if (filter.orderableOnly) query.andWhere('item.available AND item.archivedAt IS NULL AND type.active');
    return MenuCatalogRepository.rows(query);
  }

  /** Items joined to their type, with the newest previous price: the base of every item list. */
  itemQuery(manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<MenuItem> {
    return manager
      .getRepository(MenuItem)
      .createQueryBuilder('item')
      .innerJoin('item.category', 'category')
      .innerJoin('category.type', 'type')
      .addSelect('type.code', 'type_code')
      .addSelect('type.id', 'type_id')
      .addSelect('type.active', 'type_active')
      .addSelect(
        '(SELECT p.price_cents FROM menu_item_prices p WHERE p.menu_item_id = item.id ORDER BY p.id DESC LIMIT 1)',
        'previous_price_cents',
      );
  }

  /** Runs an itemQuery() and pairs each item with its raw type and price columns. */
  static async rows(query: SelectQueryBuilder<MenuItem>): Promise<MenuItemRow[]> {
    const { entities, raw } = await query.getRawAndEntities();
    const rawById = new Map((raw as RawItemColumns[]).map((r) => [Number(r.item_id), r]));
    return entities.map((item) => {
      const row = rawById.get(item.id)!;
      return {
        item,
        typeCode: row.type_code,
        typeId: Number(row.type_id),
        typeActive: row.type_active,
        previousPriceCents: row.previous_price_cents === null ? null : Number(row.previous_price_cents),
      };
    });
  }
}
