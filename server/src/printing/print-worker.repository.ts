import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Bon } from './bon.js';

/** A printer the worker holds the lease of. */
export interface ClaimedPrinter {
  id: number;
  host: string;
  port: number;
}

/** The next bon a printer prints; `due`: its retry time has come (false: wait, and hold the printer's later bons too). */
export interface NextJob {
  id: string;
  stationName: string;
  bon: Bon;
  reprint: boolean;
  due: boolean;
}

/** The longest wait between two tries of a failing printer, in seconds (1, 2, 4, 8, 15, 15, …). */
const MAX_BACKOFF_SECONDS = 15;

const leaseEnd = (param: string) => `now() + make_interval(secs => ${param}::float8 / 1000)`;

/**
 * The print worker's statements; each is its own short transaction, none is held while a printer is talked to. (An
 * UPDATE … RETURNING answers [rows, count] through TypeORM: the ones read are wrapped in WITH … SELECT.)
 */
@Injectable()
export class PrintWorkerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes the lease of one enabled printer whose first waiting bon is due and that no other process holds (its lease
   * ran out, or is this process's own), skipping printers `busy` here and rows another process is claiming right now.
   */
  async claim(owner: string, leaseMs: number, busy: number[]): Promise<ClaimedPrinter | null> {
    const [printer] = await this.dataSource.query<ClaimedPrinter[]>(
      `WITH claimed AS (
         UPDATE printers SET lease_owner = $1, lease_until = ${leaseEnd('$2')}
         WHERE id = (
         SELECT p.id FROM printers p
         WHERE p.enabled
           AND (p.lease_until IS NULL OR p.lease_until < now() OR p.lease_owner = $1)
           AND NOT (p.id = ANY ($3::int[]))
           AND (SELECT j.next_attempt_at FROM print_jobs j WHERE j.printer_id = p.id AND j.status = 'WAITING'
                ORDER BY j.id LIMIT 1) <= now()
         ORDER BY p.id LIMIT 1
         FOR UPDATE SKIP LOCKED)
         RETURNING id, host, port
       ) SELECT * FROM claimed`,
      [owner, leaseMs, busy],
    );
    return printer ?? null;
  }

  /** Renews the lease and reads the printer's first waiting bon; null when there is none or the lease is no longer ours. */
  async next(printerId: number, owner: string, leaseMs: number): Promise<NextJob | null> {
    const [job] = await this.dataSource.query<
      Array<{ id: string; station_name: string; bon: Bon | string; reprint: boolean; due: boolean }>
    >(
      `WITH lease AS (
         UPDATE printers SET lease_until = ${leaseEnd('$3')} WHERE id = $1 AND lease_owner = $2 AND enabled RETURNING id
       )
       SELECT j.id, j.station_name, j.bon, j.reprint_of IS NOT NULL AS reprint, j.next_attempt_at <= now() AS due
       FROM print_jobs j JOIN lease ON lease.id = j.printer_id
       WHERE j.status = 'WAITING' ORDER BY j.id LIMIT 1`,
      [printerId, owner, leaseMs],
    );
    if (!job) return null;
    const bon = typeof job.bon === 'string' ? (JSON.parse(job.bon) as Bon) : job.bon;
    return { id: job.id, stationName: job.station_name, bon, reprint: job.reprint, due: job.due };
  }

  /**
   * The printer acknowledged the bon. Not tied to the lease: a bon the printer took is printed, whoever holds the printer
   * now (a process that lost its lease while printing keeps the next holder from printing it again).
   */
  async printed(jobId: string): Promise<void> {
    await this.dataSource.query(
      `WITH printed AS (
         UPDATE print_jobs SET status = 'PRINTED', printed_at = now(), attempts = attempts + 1, last_error = NULL
         WHERE id = $1 AND status = 'WAITING' RETURNING printer_id
       )
       UPDATE printers SET failing_since = NULL, last_error = NULL, last_printed_at = now()
       WHERE id IN (SELECT printer_id FROM printed)`,
      [jobId],
    );
  }

  /** The bon could not be sent: it (and so every later bon of the printer) waits 1, 2, 4 … 15 s; the printer is failing. */
  async failed(jobId: string, printerId: number, error: string): Promise<void> {
    await this.dataSource.query(
      `WITH failed AS (
         UPDATE print_jobs SET attempts = attempts + 1, last_error = $2,
           next_attempt_at = now() + make_interval(secs => least(power(2, attempts), ${MAX_BACKOFF_SECONDS}))
         WHERE id = $1 AND status = 'WAITING' RETURNING id
       )
       UPDATE printers SET last_error = $2, failing_since = coalesce(failing_since, now()) WHERE id = $3`,
      [jobId, error, printerId],
    );
  }

  async release(printerId: number, owner: string): Promise<void> {
    await this.dataSource.query(`UPDATE printers SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2`, [
      printerId,
      owner,
    ]);
  }
}
