import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Category } from './category.entity.js';
import { MenuItem } from './menu-item.entity.js';
import type { MenuItemRow } from './menu.mapper.js';
import { MenuType } from './menu-type.entity.js';

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
    const query = (manager ?? this.dataSource.manager)
      .getRepository(MenuItem)
      .createQueryBuilder('item')
      .innerJoin('item.category', 'category')
      .innerJoin('category.type', 'type')
      .addSelect('type.code', 'type_code')
      .addSelect(
        '(SELECT p.price_cents FROM menu_item_prices p WHERE p.menu_item_id = item.id ORDER BY p.id DESC LIMIT 1)',
        'previous_price_cents',
      )
      .orderBy('item.name', 'ASC')
      .addOrderBy('item.id', 'ASC');
    if (filter.categoryId !== undefined) query.andWhere('item.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.ids) query.andWhere('item.id IN (:...ids)', { ids: filter.ids.length ? filter.ids : [0] });
    if (filter.orderableOnly) query.andWhere('item.available AND item.archivedAt IS NULL AND type.active');
    return query.getRawAndEntities().then(({ entities, raw }) =>
      entities.map((item) => {
        const row = raw.find((r: { item_id: number }) => r.item_id === item.id);
        return { item, typeCode: row.type_code, previousPriceCents: row.previous_price_cents ?? null };
      }),
    );
  }
}
