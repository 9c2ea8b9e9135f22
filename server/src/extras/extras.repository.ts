import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Extra } from './extra.entity.js';
import type { Translations } from '../common/translations.js';

export type ExtraValues = Pick<
  Extra,
  'name' | 'translations' | 'priceCents' | 'allergens' | 'active' | 'sortOrder' | 'typeIds' | 'categoryIds'
>;

/** The extras' queries. */
@Injectable()
export class ExtrasRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every extra (`activeOnly`: those guests see), in the order the menu shows them. */
  list(activeOnly: boolean): Promise<Extra[]> {
    return this.dataSource.manager.find(Extra, {
      where: activeOnly ? { active: true } : {},
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
    });
  }

  findById(id: number): Promise<Extra | null> {
    return this.dataSource.manager.findOneBy(Extra, { id });
  }

  async insert(extras: Array<Partial<ExtraValues>>, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const { identifiers } = await manager.insert(Extra, extras);
    return identifiers.map((identifier) => identifier.id as number);
  }

  async update(id: number, changes: Partial<ExtraValues>): Promise<void> {
    await this.dataSource.manager.update(Extra, { id }, changes);
  }

  /** Sets the translations of extras, in the caller's transaction. */
  async setTranslations(manager: EntityManager, changes: Array<{ id: number; translations: Translations }>): Promise<void> {
    for (const { id, translations } of changes) await manager.update(Extra, { id }, { translations });
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.manager.delete(Extra, { id });
  }

  /** Removes a deleted menu type or category from every extra's scope. */
  async forget(scope: 'typeIds' | 'categoryIds', id: number, manager: EntityManager): Promise<void> {
    const column = scope === 'typeIds' ? 'type_ids' : 'category_ids';
    await manager.query(`UPDATE extras SET ${column} = array_remove(${column}, $1), updated_at = now() WHERE $1 = ANY(${column})`, [id]);
  }
}
