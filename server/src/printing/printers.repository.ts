import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Printer } from './printer.entity.js';

export type PrinterValues = Pick<Printer, 'name' | 'host' | 'port' | 'stationId' | 'enabled'>;

/** A printer with the number of its bons not yet printed. */
export interface PrinterRow extends PrinterValues {
  id: number;
  failingSince: Date | null;
  lastError: string | null;
  lastPrintedAt: Date | null;
  waitingBons: number;
}

interface Row {
  id: number;
  name: string;
  host: string;
  port: number;
  station_id: number | null;
  enabled: boolean;
  failing_since: Date | string | null;
  last_error: string | null;
  last_printed_at: Date | string | null;
  waiting_bons: number | string;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

const toRow = (row: Row): PrinterRow => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  stationId: row.station_id,
  enabled: row.enabled,
  failingSince: date(row.failing_since),
  lastError: row.last_error,
  lastPrintedAt: date(row.last_printed_at),
  waitingBons: Number(row.waiting_bons),
});

const SELECT = `
  SELECT p.*, (SELECT count(*) FROM print_jobs j WHERE j.printer_id = p.id AND j.status = 'WAITING') AS waiting_bons
  FROM printers p`;

/** The `printers` table as the back office edits it (the worker's queries are in print-jobs.repository.ts). */
@Injectable()
export class PrintersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async all(): Promise<PrinterRow[]> {
    return (await this.dataSource.query<Row[]>(`${SELECT} ORDER BY p.name, p.id`)).map(toRow);
  }

  async find(id: number, manager: EntityManager = this.dataSource.manager): Promise<PrinterRow | null> {
    const [row] = await manager.query<Row[]>(`${SELECT} WHERE p.id = $1`, [id]);
    return row ? toRow(row) : null;
  }

  async insert(values: PrinterValues): Promise<number> {
    const { identifiers } = await this.dataSource.manager.insert(Printer, values);
    return identifiers[0].id as number;
  }

  /** False when there is no such printer. */
  async update(id: number, values: PrinterValues): Promise<boolean> {
    const { affected } = await this.dataSource.manager.update(Printer, { id }, values);
    return affected === 1;
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.manager.delete(Printer, { id });
  }
}
