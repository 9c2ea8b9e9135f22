import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { BasketItem } from './basket-item.entity.js';

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
   * Adds to the line with the same item and extras, or creates it, in one atomic statement, as long as
   * the line stays at most `maxQuantity` pieces; false when it would not.
   */
  async addToLine(
    manager: EntityManager,
    line: Pick<BasketItem, 'sessionId' | 'menuItemId' | 'extraIds' | 'quantity'>,
    maxQuantity: number,
  ) {
    const rows: unknown[] = await manager.query(
      `INSERT INTO basket_items (session_id, menu_item_id, extra_ids, quantity) VALUES ($1, $2, $3::int[], $4)
       ON CONFLICT (session_id, menu_item_id, extra_ids)
       DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity
       WHERE basket_items.quantity + EXCLUDED.quantity <= $5
       RETURNING id`,
      [line.sessionId, line.menuItemId, line.extraIds, line.quantity, maxQuantity],
    );
    return rows.length > 0;
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

  async holdsExtra(extraId: number): Promise<boolean> {
    const [{ used }] = await this.dataSource.query<Array<{ used: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM basket_items WHERE $1 = ANY(extra_ids)) AS used',
      [extraId],
    );
    return used;
  }
}
