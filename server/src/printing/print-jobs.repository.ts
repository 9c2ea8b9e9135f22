import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Bon, BonKind } from './bon.js';
import type { PrintJobStatus } from './print-job.entity.js';

/** A bon to queue for every enabled printer of its station. */
export interface QueuedBon {
  bon: Bon;
  stationName: string;
}

export interface PrintJobRow {
  id: number;
  printerId: number;
  printerName: string;
  orderId: number | null;
  kind: BonKind;
  stationName: string;
  bon: Bon;
  status: PrintJobStatus;
  attempts: number;
  lastError: string | null;
  reprintOf: number | null;
  createdAt: Date;
  printedAt: Date | null;
}

interface Row {
  id: string;
  printer_id: number;
  printer_name: string;
  order_id: number | null;
  kind: BonKind;
  station_name: string;
  bon: Bon | string;
  status: PrintJobStatus;
  attempts: number;
  last_error: string | null;
  reprint_of: string | null;
  created_at: Date | string;
  printed_at: Date | string | null;
}

const toRow = (row: Row): PrintJobRow => ({
  id: Number(row.id),
  printerId: row.printer_id,
  printerName: row.printer_name,
  orderId: row.order_id,
  kind: row.kind,
  stationName: row.station_name,
  bon: typeof row.bon === 'string' ? (JSON.parse(row.bon) as Bon) : row.bon,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  reprintOf: row.reprint_of === null ? null : Number(row.reprint_of),
  createdAt: new Date(row.created_at),
  printedAt: row.printed_at === null ? null : new Date(row.printed_at),
});

const SELECT = `SELECT j.*, p.name AS printer_name FROM print_jobs j JOIN printers p ON p.id = j.printer_id`;

/** The print jobs as the back office reads and adds them. */
@Injectable()
export class PrintJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One job per bon and enabled printer of the bon's station, in the caller's transaction; a printer's jobs get ids in
   * the order of `bons`, the order they print in. Returns how many jobs were queued.
   */
  async enqueue(manager: EntityManager, bons: QueuedBon[]): Promise<number> {
    const rows = bons.map(({ bon, stationName }, n) => ({
      n,
      station_id: bon.stationId,
      order_id: bon.orderId,
      kind: bon.kind,
      station_name: stationName,
      bon,
    }));
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO print_jobs (printer_id, order_id, kind, station_name, bon)
       SELECT p.id, b.order_id, b.kind, b.station_name, b.bon
       FROM jsonb_to_recordset($1::jsonb) AS b(n int, station_id int, order_id int, kind text, station_name text, bon jsonb)
       JOIN printers p ON p.station_id = b.station_id AND p.enabled
       ORDER BY b.n, p.id
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    return inserted.length;
  }

  /** A job for one printer (a reprint or a test bon). */
  async add(job: { printerId: number; bon: Bon; stationName: string; reprintOf: number | null }): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO print_jobs (printer_id, order_id, kind, station_name, bon, reprint_of) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [job.printerId, job.bon.orderId, job.bon.kind, job.stationName, JSON.stringify(job.bon), job.reprintOf],
    );
    return Number(row.id);
  }

  /** Newest first, at most `limit`. */
  async list(filter: { orderId?: number; printerId?: number }, limit: number): Promise<PrintJobRow[]> {
    const rows = await this.dataSource.query<Row[]>(
      `${SELECT} WHERE ($1::int IS NULL OR j.order_id = $1) AND ($2::int IS NULL OR j.printer_id = $2) ORDER BY j.id DESC LIMIT $3`,
      [filter.orderId ?? null, filter.printerId ?? null, limit],
    );
    return rows.map(toRow);
  }

  async find(id: number): Promise<PrintJobRow | null> {
    const [row] = await this.dataSource.query<Row[]>(`${SELECT} WHERE j.id = $1`, [id]);
    return row ? toRow(row) : null;
  }

  /** After the printer was changed (switched on, a new address): its waiting bons are tried at once. */
  async retryNow(printerId: number): Promise<void> {
    await this.dataSource.query(`UPDATE print_jobs SET next_attempt_at = now() WHERE printer_id = $1 AND status = 'WAITING'`, [printerId]);
  }
}
