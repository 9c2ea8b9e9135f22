import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Station } from './station.entity.js';

type StationValues = Pick<Station, 'name' | 'categoryIds' | 'isDefault' | 'warnAfterMinutes' | 'routeOnCheckout' | 'position'>;

/** The `stations` table. */
@Injectable()
export class StationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  all(manager: EntityManager = this.dataSource.manager): Promise<Station[]> {
    return manager.find(Station, { order: { position: 'ASC', id: 'ASC' } });
  }

  find(id: number, manager: EntityManager = this.dataSource.manager): Promise<Station | null> {
    return manager.findOneBy(Station, { id });
  }

  /** Locks every station row: a change of the default takes them all, so two at once cannot leave two or none. */
  async lockAll(manager: EntityManager): Promise<Station[]> {
    return manager.find(Station, { order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(manager: EntityManager, values: StationValues): Promise<number> {
    const { identifiers } = await manager.insert(Station, values);
    return identifiers[0].id as number;
  }

  async update(manager: EntityManager, id: number, values: Partial<StationValues>): Promise<void> {
    await manager.update(Station, { id }, values);
  }

  async clearDefaultExcept(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`UPDATE stations SET is_default = false WHERE is_default AND id <> $1`, [id]);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Station, { id });
  }

  /** Drops a deleted category from every station's list. */
  async forgetCategory(manager: EntityManager, categoryId: number): Promise<void> {
    await manager.query(`UPDATE stations SET category_ids = array_remove(category_ids, $1) WHERE $1 = ANY (category_ids)`, [categoryId]);
  }
}
