import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { containing, type PageRequest, type SortOrder, startingWith } from '../common/list-query.js';
import { DiningTable } from './dining-table.entity.js';
import type { TableSortField } from './dto/table-list-query.dto.js';

interface TableSearch extends PageRequest {
  q?: string;
  sort: SortOrder<TableSortField>;
  includeInactive: boolean;
}

/** The dining tables' queries. */
@Injectable()
export class TablesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(search: TableSearch): Promise<[DiningTable[], number]> {
    const query = this.dataSource.manager.createQueryBuilder(DiningTable, 't');
    if (!search.includeInactive) query.andWhere('t.active = true');
    const q = search.q?.trim();
    // Numbers match from the start ("1" finds 1, 10, 11 …); QR codes whole, or by a part of at least 4 characters;
    // names and areas by any part, in any case.
    if (q) {
      query.andWhere(
        `(CAST(t.table_number AS text) LIKE :prefix OR t.qr_code = :q OR (length(:q) >= 4 AND t.qr_code LIKE :part)
          OR t.name ILIKE :part OR t.area ILIKE :part)`,
        {
          q,
          prefix: startingWith(q),
          part: containing(q),
        },
      );
    }
    const direction = search.sort.descending ? 'DESC' : 'ASC';
    return query
      .orderBy(`t.${search.sort.field}`, direction)
      .addOrderBy('t.id', direction)
      .skip(search.page * search.size)
      .take(search.size)
      .getManyAndCount();
  }

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<DiningTable | null> {
    return manager.findOneBy(DiningTable, { id });
  }

  findActiveByQrCode(qrCode: string): Promise<DiningTable | null> {
    return this.dataSource.manager.findOneBy(DiningTable, { qrCode, active: true });
  }

  allActive(): Promise<DiningTable[]> {
    return this.dataSource.manager.find(DiningTable, { where: { active: true }, order: { tableNumber: 'ASC' } });
  }

  /** Another active table carrying this number, if any. */
  findActiveByNumber(tableNumber: number, exceptId?: number): Promise<DiningTable | null> {
    const query = this.dataSource.manager
      .createQueryBuilder(DiningTable, 't')
      .where('t.active = true AND t.table_number = :tableNumber', { tableNumber });
    if (exceptId !== undefined) query.andWhere('t.id <> :exceptId', { exceptId });
    return query.getOne();
  }

  insert(tables: Array<Partial<DiningTable>>, manager: EntityManager = this.dataSource.manager): Promise<DiningTable[]> {
    return manager.save(tables.map((table) => manager.create(DiningTable, table)));
  }

  /**
   * New tables for those of `numbers` no active table carries, made by `table`, in one transaction; the active tables
   * are locked first, so two admins adding ranges at once cannot both take a number (the unique index would refuse
   * the second anyway).
   */
  insertFreeNumbers(numbers: number[], table: (tableNumber: number) => Partial<DiningTable>): Promise<DiningTable[]> {
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager.query<Array<{ table_number: number }>>(
        'SELECT table_number FROM dining_tables WHERE active = true AND table_number = ANY($1::int[]) FOR UPDATE',
        [numbers],
      );
      const takenNumbers = new Set(taken.map((row) => Number(row.table_number)));
      const free = numbers.filter((n) => !takenNumbers.has(n));
      return free.length === 0 ? [] : this.insert(free.map(table), manager);
    });
  }

  async update(id: number, changes: Partial<DiningTable>): Promise<DiningTable> {
    await this.dataSource.manager.update(DiningTable, { id }, changes);
    return this.dataSource.manager.findOneByOrFail(DiningTable, { id });
  }
}
