import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { MenuItem } from './menu-item.entity.js';
import type { MenuItemRow } from './menu.mapper.js';

export interface AdminMenuItemRow extends MenuItemRow {
  typeId: number;
}

export interface AdminMenuItemFilter {
  q?: string;
  typeCode?: string;
  categoryId?: number;
  includeArchived: boolean;
}

export interface AdminMenuItemPage {
  filter: AdminMenuItemFilter;
  sortBy: 'name' | 'basePrice';
  descending: boolean;
  page: number;
  size: number;
}

const SORT_COLUMNS = { name: 'item.name', basePrice: 'item.basePriceCents' } as const;

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's product queries: every item, archived ones on request, with type and newest previous price. */
@Injectable()
export class AdminMenuItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminMenuItemPage): Promise<{ rows: AdminMenuItemRow[]; total: number }> {
    const builder = this.filtered(this.base(), query.filter);
    const total = await builder.getCount();
    builder
      .orderBy(SORT_COLUMNS[query.sortBy], query.descending ? 'DESC' : 'ASC')
      .addOrderBy('item.id', 'ASC')
      .offset(query.page * query.size)
      .limit(query.size);
    return { rows: await this.rows(builder), total };
  }

  async one(id: number, manager?: EntityManager): Promise<AdminMenuItemRow | null> {
    const [row] = await this.rows(this.base(manager).where('item.id = :id', { id }));
    return row ?? null;
  }

  /** The price the item had before its last base price change, in cents (null: never changed). */
  async previousPriceCents(id: number, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const [row] = await manager.query('SELECT price_cents FROM menu_item_prices WHERE menu_item_id = $1 ORDER BY id DESC LIMIT 1', [id]);
    return row ? Number(row.price_cents) : null;
  }

  private base(manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<MenuItem> {
    return manager
      .getRepository(MenuItem)
      .createQueryBuilder('item')
      .innerJoin('item.category', 'category')
      .innerJoin('category.type', 'type')
      .addSelect('type.code', 'type_code')
      .addSelect('type.id', 'type_id')
      .addSelect(
        '(SELECT p.price_cents FROM menu_item_prices p WHERE p.menu_item_id = item.id ORDER BY p.id DESC LIMIT 1)',
        'previous_price_cents',
      );
  }

  private filtered(builder: SelectQueryBuilder<MenuItem>, filter: AdminMenuItemFilter): SelectQueryBuilder<MenuItem> {
    if (!filter.includeArchived) builder.andWhere('item.archivedAt IS NULL');
    if (filter.typeCode) builder.andWhere('type.code = :typeCode', { typeCode: filter.typeCode });
    if (filter.categoryId !== undefined) builder.andWhere('item.categoryId = :categoryId', { categoryId: filter.categoryId });
    const q = filter.q?.trim();
    if (q) builder.andWhere('(item.name ILIKE :q OR item.description ILIKE :q)', { q: likePattern(q) });
    return builder;
  }

  private async rows(builder: SelectQueryBuilder<MenuItem>): Promise<AdminMenuItemRow[]> {
    const { entities, raw } = await builder.getRawAndEntities();
    return entities.map((item) => {
      const row = raw.find((r: { item_id: number }) => r.item_id === item.id);
      return {
        item,
        typeCode: row.type_code,
        typeId: Number(row.type_id),
        previousPriceCents: row.previous_price_cents === null ? null : Number(row.previous_price_cents),
      };
    });
  }
}
