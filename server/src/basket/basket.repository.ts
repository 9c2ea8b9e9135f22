import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { BasketItem } from './basket-item.entity.js';

const LINE_COLUMNS = 'id, basket_id, session_id, menu_item_id, quantity, extra_ids, note, created_at';

interface LineRow {
  id: number;
  basket_id: string;
  session_id: string;
  menu_item_id: number;
  quantity: number;
  extra_ids: number[];
  note: string;
  created_at: Date;
}

function toBasketItem(row: LineRow): BasketItem {
  return Object.assign(new BasketItem(), {
    id: row.id,
    basketId: row.basket_id,
    sessionId: row.session_id,
    menuItemId: row.menu_item_id,
    quantity: row.quantity,
    extraIds: row.extra_ids,
    note: row.note,
    createdAt: row.created_at,
  });
}

/** The basket lines' queries. */
@Injectable()
export class BasketRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  lines(basketId: string, manager: EntityManager = this.dataSource.manager): Promise<BasketItem[]> {
    return manager.find(BasketItem, { where: { basketId }, order: { id: 'ASC' } });
  }

  findLine(basketId: string, id: number): Promise<BasketItem | null> {
    return this.dataSource.manager.findOneBy(BasketItem, { id, basketId });
  }

  /**
   * The table's open shared basket, opened if it has none (the partial unique index keeps it one). Read first: an
   * insert attempt on every basket read would take a lock and touch the index each time.
   */
  async openTableBasket(tableId: number, newId: string): Promise<string> {
    const open = await this.findOpenTableBasket(tableId);
    if (open) return open;
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `WITH opened AS (
         INSERT INTO table_baskets (id, table_id) VALUES ($2, $1)
         ON CONFLICT (table_id) WHERE ordered_at IS NULL DO NOTHING RETURNING id
       )
       SELECT id FROM opened UNION ALL SELECT id FROM table_baskets WHERE table_id = $1 AND ordered_at IS NULL`,
      [tableId, newId],
    );
    return rows[0].id;
  }

  /** The table's open shared basket, if it has one. */
  async findOpenTableBasket(tableId: number): Promise<string | null> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      'SELECT id FROM table_baskets WHERE table_id = $1 AND ordered_at IS NULL',
      [tableId],
    );
    return row?.id ?? null;
  }

  /**
   * Locks a table basket until the transaction ends and answers the order it became (null: still open).
   * A second checkout of the same basket waits here for the first and then finds its order.
   */
  async lockTableBasket(manager: EntityManager, basketId: string): Promise<{ orderId: number; ordered: true } | { ordered: false } | null> {
    const [row] = await manager.query<Array<{ order_id: number | null; ordered_at: Date | null }>>(
      'SELECT order_id, ordered_at FROM table_baskets WHERE id = $1 FOR UPDATE',
      [basketId],
    );
    if (!row) return null;
    // An ordered basket always names its order: orders are never deleted (the foreign key only guards it).
    return row.ordered_at !== null && row.order_id !== null ? { orderId: row.order_id, ordered: true } : { ordered: false };
  }

  /** The order a table's shared basket became; null while it is open (or for another table's basket). */
  async orderOfTableBasket(tableId: number, basketId: string): Promise<number | null> {
    const [row] = await this.dataSource.query<Array<{ order_id: number | null }>>(
      'SELECT order_id FROM table_baskets WHERE id = $1 AND table_id = $2 AND ordered_at IS NOT NULL',
      [basketId, tableId],
    );
    return row?.order_id ?? null;
  }

  /** Whether the session has lines in the basket (a shared basket holds other guests' lines too). */
  async holdsLinesOf(manager: EntityManager, basketId: string, sessionId: string): Promise<boolean> {
    const [{ holds }] = await manager.query<Array<{ holds: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM basket_items WHERE basket_id = $1 AND session_id = $2) AS holds',
      [basketId, sessionId],
    );
    return holds;
  }

  async markOrdered(manager: EntityManager, basketId: string, orderId: number): Promise<void> {
    await manager.query('UPDATE table_baskets SET ordered_at = now(), order_id = $2 WHERE id = $1', [basketId, orderId]);
  }

  /**
   * Adds to the line with the same item, extras and note, or creates it, as long as the line stays at most
   * `maxQuantity` pieces, and answers the session's lines as they then are, in one statement (the
   * caller holds the session's lock); null when the line would grow past `maxQuantity`.
   */
  async addToLine(
    manager: EntityManager,
    line: Pick<BasketItem, 'basketId' | 'sessionId' | 'menuItemId' | 'extraIds' | 'note' | 'quantity'>,
    maxQuantity: number,
  ): Promise<BasketItem[] | null> {
    // The outer SELECT reads the lines as they were before this statement: the changed line comes from RETURNING.
    const rows = await manager.query<Array<LineRow & { changed: boolean }>>(
      `WITH changed AS (
         INSERT INTO basket_items (basket_id, session_id, menu_item_id, extra_ids, note, quantity) VALUES ($6, $1, $2, $3::int[], $7, $4)
         ON CONFLICT (basket_id, session_id, menu_item_id, extra_ids, note)
         DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity
         WHERE basket_items.quantity + EXCLUDED.quantity <= $5
         RETURNING ${LINE_COLUMNS}
       )
       SELECT ${LINE_COLUMNS}, true AS changed FROM changed
       UNION ALL
       SELECT ${LINE_COLUMNS}, false FROM basket_items WHERE basket_id = $6 AND id NOT IN (SELECT id FROM changed)
       ORDER BY id`,
      [line.sessionId, line.menuItemId, line.extraIds, line.quantity, maxQuantity, line.basketId, line.note],
    );
    return rows.some((row) => row.changed) ? rows.map(toBasketItem) : null;
  }

  async setQuantity(id: number, quantity: number): Promise<void> {
    await this.dataSource.manager.update(BasketItem, { id }, { quantity });
  }

  async deleteLine(id: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(BasketItem, { id });
  }

  /** Deletes the lines these guests added, in whatever basket. */
  async empty(sessionIds: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(BasketItem, { sessionId: In(sessionIds) });
  }

  /** Deletes the basket's lines and answers them, in the order they were added (checkout's one read of them). */
  async take(basketId: string, manager: EntityManager): Promise<BasketItem[]> {
    const rows = await manager.query<LineRow[]>(
      `WITH taken AS (DELETE FROM basket_items WHERE basket_id = $1 RETURNING ${LINE_COLUMNS}) SELECT * FROM taken ORDER BY id`,
      [basketId],
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
