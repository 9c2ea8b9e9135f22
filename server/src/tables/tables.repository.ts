import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DiningTable } from './dining-table.entity.js';
import { containing, type PageRequest, type SortOrder, startingWith } from '../common/list-query.js';
import type { TableSortField } from './dto/table-list-query.dto.js';

export interface TableSearch extends PageRequest {
  q?: string;
  sort: SortOrder<TableSortField>;
  includeInactive: boolean;
}

/** The queries over dining tables, in one place. */
@Injectable()
export class TablesRepository {
  constructor(@InjectRepository(DiningTable) private readonly tables: Repository<DiningTable>) {}

  async search(search: TableSearch): Promise<[DiningTable[], number]> {
    const query = this.tables.createQueryBuilder('t');
    if (!search.includeInactive) query.andWhere('t.active = true');
    const q = search.q?.trim();
    // Numbers match from the start ("1" finds 1, 10, 11 …); QR codes whole, or by a part of at least 4 characters.
    if (q) {
      query.andWhere(`(CAST(t.table_number AS text) LIKE :prefix OR t.qr_code = :q OR (length(:q) >= 4 AND t.qr_code LIKE :part))`, {
        q,
        prefix: startingWith(q),
        part: containing(q),
      });
    }
    const direction = search.sort.descending ? 'DESC' : 'ASC';
    return query
      .orderBy(`t.${search.sort.field}`, direction)
      .addOrderBy('t.id', direction)
      .skip(search.page * search.size)
      .take(search.size)
      .getManyAndCount();
  }

  findById(id: number): Promise<DiningTable | null> {
    return this.tables.findOneBy({ id });
  }

  allActive(): Promise<DiningTable[]> {
    return this.tables.find({ where: { active: true }, order: { tableNumber: 'ASC' } });
  }

  /** Another active table carrying this number, if any. */
  findActiveByNumber(tableNumber: number, exceptId?: number): Promise<DiningTable | null> {
    const query = this.tables.createQueryBuilder('t').where('t.active = true AND t.table_number = :tableNumber', { tableNumber });
    if (exceptId !== undefined) query.andWhere('t.id <> :exceptId', { exceptId });
    return query.getOne();
  }

  insert(table: Partial<DiningTable>): Promise<DiningTable> {
    return this.tables.save(this.tables.create(table));
  }

  async update(id: number, changes: Partial<DiningTable>): Promise<DiningTable> {
    await this.tables.update({ id }, changes);
    return this.tables.findOneByOrFail({ id });
  }
}
