import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { BasketItem } from './basket-item.entity.js';

const LINE_COLUMNS = 'id, session_id, menu_item_id, quantity, extra_ids, created_at';

interface LineRow {
  id: number;
  session_id: string;
  menu_item_id: number;
  quantity: number;
  extra_ids: number[];
  created_at: Date;
}

function toBasketItem(row: LineRow): BasketItem {
  return Object.assign(new BasketItem(), {
    id: row.id,
    sessionId: row.session_id,
    menuItemId: row.menu_item_id,
    quantity: row.quantity,
    extraIds: row.extra_ids,
    createdAt: row.created_at,
  });
}

/** The basket lines' queries. */
@Injectable()
export class BasketRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  lines(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<BasketItem[]> {
    return manager.find(BasketItem, { where: { sessionId }, order: { id: 'ASC' } });
  }

  findLine(sessionId: string, id: number): Promise<BasketItem | null> {
    return this.dataSource.manager.findOneBy(BasketItem, { id, sessionId });
  }

  /**
   * Adds to the line with the same item and extras, or creates it, as long as the line stays at most
   * `maxQuantity` pieces, and answers the session's lines as they then are, in one statement (the
   * caller holds the session's lock); null when the line would grow past `maxQuantity`.
   */
  async addToLine(
    manager: EntityManager,
    line: Pick<BasketItem, 'sessionId' | 'menuItemId' | 'extraIds' | 'quantity'>,
    maxQuantity: number,
  ): Promise<BasketItem[] | null> {
    // The outer SELECT reads the lines as they were before this statement: the changed line comes from RETURNING.
    const rows = await manager.query<Array<LineRow & { changed: boolean }>>(
      `WITH changed AS (
         INSERT INTO basket_items (session_id, menu_item_id, extra_ids, quantity) VALUES ($1, $2, $3::int[], $4)
         ON CONFLICT (session_id, menu_item_id, extra_ids)
         DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity
         WHERE basket_items.quantity + EXCLUDED.quantity <= $5
         RETURNING ${LINE_COLUMNS}
       )
       SELECT ${LINE_COLUMNS}, true AS changed FROM changed
       UNION ALL
       SELECT ${LINE_COLUMNS}, false FROM basket_items WHERE session_id = $1 AND id NOT IN (SELECT id FROM changed)
       ORDER BY id`,
      [line.sessionId, line.menuItemId, line.extraIds, line.quantity, maxQuantity],
    );
    return rows.some((row) => row.changed) ? rows.map(toBasketItem) : null;
  }

  async setQuantity(id: number, quantity: number): Promise<void> {
    await this.dataSource.manager.update(BasketItem, { id }, { quantity });
  }

  async deleteLine(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(BasketItem, { id });
  }

  async empty(sessionIds: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(BasketItem, { sessionId: In(sessionIds) });
  }

  /** Deletes the session's lines and answers them, in the order they were added (checkout's one read of them). */
  async take(sessionId: string, manager: EntityManager): Promise<BasketItem[]> {
    const rows = await manager.query<LineRow[]>(
      `WITH taken AS (DELETE FROM basket_items WHERE session_id = $1 RETURNING ${LINE_COLUMNS}) SELECT * FROM taken ORDER BY id`,
      [sessionId],
    );
    return rows.map(toBasketItem);
  }

  async holdsExtra(extraId: number): Promise<boolean> {
    const [{ used }] = await this.dataSource.query<Array<{ used: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM basket_items WHERE $1 = ANY(extra_ids)) AS used',
      [extraId],
    );
    return used;
  }
}
