import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { containing, type PageRequest, type SortOrder } from '../common/list-query.js';
import type { MenuItemSortField } from './dto/admin-menu-items-query.dto.js';
import { MenuCatalogRepository } from './menu-catalog.repository.js';
import type { MenuItem } from './menu-item.entity.js';
import type { MenuItemRow } from './menu.mapper.js';

export interface AdminMenuItemFilter {
  q?: string;
  typeCode?: string;
  categoryId?: number;
  includeArchived: boolean;
}

export interface AdminMenuItemPage extends PageRequest {
  filter: AdminMenuItemFilter;
  sort: SortOrder<MenuItemSortField>;
}

const SORT_COLUMNS = { name: 'item.name', basePrice: 'item.basePriceCents' } as const;

/** The back office's product queries: every item, archived ones on request, with type and newest previous price. */
@Injectable()
export class AdminMenuItemsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: MenuCatalogRepository,
  ) {}

  async page(query: AdminMenuItemPage): Promise<{ rows: MenuItemRow[]; total: number }> {
    const builder = this.filtered(this.catalog.itemQuery(), query.filter);
    const total = await builder.getCount();
    builder
      .orderBy(SORT_COLUMNS[query.sort.field], query.sort.descending ? 'DESC' : 'ASC')
      .addOrderBy('item.id', 'ASC')
      .offset(query.page * query.size)
      .limit(query.size);
    return { rows: await MenuCatalogRepository.rows(builder), total };
  }

  async one(id: number, manager?: EntityManager): Promise<MenuItemRow | null> {
    const [row] = await MenuCatalogRepository.rows(this.catalog.itemQuery(manager).where('item.id = :id', { id }));
    return row ?? null;
  }

  /** The price the item had before its last base price change, in cents (null: never changed). */
  async previousPriceCents(id: number, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const [row] = await manager.query<Array<{ price_cents: number }>>(
      'SELECT price_cents FROM menu_item_prices WHERE menu_item_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    return row ? Number(row.price_cents) : null;
  }

  private filtered(builder: SelectQueryBuilder<MenuItem>, filter: AdminMenuItemFilter): SelectQueryBuilder<MenuItem> {
    if (!filter.includeArchived) builder.andWhere('item.archivedAt IS NULL');
    if (filter.typeCode) builder.andWhere('type.code = :typeCode', { typeCode: filter.typeCode });
    if (filter.categoryId !== undefined) builder.andWhere('item.categoryId = :categoryId', { categoryId: filter.categoryId });
    const q = filter.q?.trim();
    if (q) builder.andWhere('(item.name ILIKE :q OR item.description ILIKE :q)', { q: containing(q) });
    return builder;
  }
}
