import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError, badRequest, conflict, notFound } from '../common/api-error.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.service.js';
import type { DiningTable } from './dining-table.entity.js';
import {
  type CreateTableDto,
  type CreateTableRangeDto,
  DEFAULT_SEATS,
  TABLE_RANGE_MAX,
  type UpdateTableDto,
} from './dto/table-input.dto.js';
import type { CreatedTableRangeDto } from './dto/table.dto.js';
import { parseSort, toPage } from '../common/list-query.js';
import { TABLE_SORT_FIELDS, type TableListQueryDto } from './dto/table-list-query.dto.js';
import { newQrCode } from './qr-code.js';
import { toTableDto } from './table.mapper.js';
import { TablesRepository } from './tables.repository.js';

const TABLE_NUMBER_TAKEN = 'Tischnummer ist bereits vergeben.';
const TABLE_NOT_FOUND = 'Tisch nicht gefunden.';
const TABLE_INACTIVE = 'Tisch ist deaktiviert.';

@Injectable()
export class TablesService {
  constructor(
    private readonly tables: TablesRepository,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  async list(query: TableListQueryDto) {
    const [rows, totalElements] = await this.tables.search({
      q: query.q,
      sort: parseSort(query.sort, TABLE_SORT_FIELDS, 'tableNumber'),
      page: query.page,
      size: query.size,
      includeInactive: query.includeInactive ?? false,
    });
    return toPage(
      rows.map((table) => this.toDto(table)),
      totalElements,
      query,
    );
  }

  async get(id: number) {
    return this.toDto(await this.find(id));
  }

  async create(input: CreateTableDto) {
    await this.ensureNumberFree(input.tableNumber);
    const [table] = await this.saving(() =>
      this.tables.insert([
        {
          tableNumber: input.tableNumber,
          name: input.name ?? null,
          area: input.area ?? null,
          seatingCapacity: input.seatingCapacity ?? DEFAULT_SEATS,
          qrCode: newQrCode(),
        },
      ]),
    );
    return this.toDto(table);
  }

  /**
   * "Tische 1–20 anlegen": a table for every number from `from` to `to` that no active table carries, in one
   * transaction (all or none); the numbers already taken are answered as skipped.
   */
  async createRange(input: CreateTableRangeDto): Promise<CreatedTableRangeDto> {
    const count = input.to - input.from + 1;
    if (count < 1) throw badRequest('to darf nicht kleiner als from sein.', [{ field: 'to', message: 'darf nicht kleiner als from sein' }]);
    if (count > TABLE_RANGE_MAX) {
      const message = `höchstens ${TABLE_RANGE_MAX} Tische auf einmal`;
      throw badRequest(`to: ${message}`, [{ field: 'to', message }]);
    }
    const numbers = Array.from({ length: count }, (_, i) => input.from + i);
    const created = await this.saving(() =>
      this.tables.insertFreeNumbers(numbers, (tableNumber) => ({
        tableNumber,
        area: input.area ?? null,
        seatingCapacity: input.seatingCapacity ?? DEFAULT_SEATS,
        qrCode: newQrCode(),
      })),
    );
    const made = new Set(created.map((table) => table.tableNumber));
    return {
      created: created.sort((a, b) => a.tableNumber - b.tableNumber).map((table) => this.toDto(table)),
      skipped: numbers.filter((n) => !made.has(n)),
    };
  }

  /** Tables with new QR codes, in the caller's transaction (the demo restaurant). */
  addTables(tables: Array<Pick<DiningTable, 'tableNumber' | 'seatingCapacity'>>, manager: EntityManager): Promise<DiningTable[]> {
    return this.tables.insert(
      tables.map((table) => ({ ...table, qrCode: newQrCode() })),
      manager,
    );
  }

  async update(id: number, input: UpdateTableDto) {
    for (const field of ['tableId', 'id'] as const) {
      if (input[field] !== undefined && input[field] !== id) {
        throw badRequest(`${field} passt nicht zur Id im Pfad.`, [{ field, message: 'muss der Id im Pfad entsprechen' }]);
      }
    }
    const table = await this.find(id);
    if (table.active) await this.ensureNumberFree(input.tableNumber, id);
    const changes = {
      tableNumber: input.tableNumber,
      seatingCapacity: input.seatingCapacity ?? table.seatingCapacity,
      // Left out: kept; null or empty: none.
      name: input.name === undefined ? table.name : input.name,
      area: input.area === undefined ? table.area : input.area,
    };
    return this.toDto(await this.saving(() => this.tables.update(id, changes)));
  }

  /**
   * Deleting deactivates: orders keep the table, its QR code stops opening sessions, its number is free
   * again, and the sessions open at it end at once.
   */
  async deactivate(id: number) {
    const table = await this.find(id);
    if (!table.active) return this.toDto(table);
    const deactivated = await this.tables.update(id, { active: false });
    await this.bus.dispatch('tables.closed', { tableId: id });
    return this.toDto(deactivated);
  }

  /** A new QR code: codes printed before stop working, and sessions started with them end at once. */
  async regenerateQrCode(id: number) {
    await this.findActive(id);
    const table = await this.saving(() => this.tables.update(id, { qrCode: newQrCode() }));
    await this.bus.dispatch('tables.closed', { tableId: id });
    return this.toDto(table);
  }

  /** The table, deactivated or not, or null (sessions and orders show its number). */
  findById(id: number, manager?: EntityManager): Promise<DiningTable | null> {
    return this.tables.findById(id, manager);
  }

  findActiveByQrCode(qrCode: string): Promise<DiningTable | null> {
    return this.tables.findActiveByQrCode(qrCode);
  }

  /** The active tables by number (staff order entry lets the waiter pick one). */
  allActive(): Promise<DiningTable[]> {
    return this.tables.allActive();
  }

  async find(id: number): Promise<DiningTable> {
    const table = await this.tables.findById(id);
    if (!table) throw notFound(TABLE_NOT_FOUND);
    return table;
  }

  async findActive(id: number): Promise<DiningTable> {
    const table = await this.find(id);
    if (!table.active) throw conflict(TABLE_INACTIVE);
    return table;
  }

  private async ensureNumberFree(tableNumber: number, exceptId?: number): Promise<void> {
    if (await this.tables.findActiveByNumber(tableNumber, exceptId)) throw this.numberTaken();
  }

  /** The partial unique index decides races between two admins saving the same number. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw this.numberTaken();
      throw error;
    }
  }

  private numberTaken() {
    return new ApiError(HttpStatus.CONFLICT, TABLE_NUMBER_TAKEN, [{ field: 'tableNumber', message: TABLE_NUMBER_TAKEN }]);
  }

  private toDto(table: DiningTable) {
    return toTableDto(table, this.config.publicUrl);
  }
}
