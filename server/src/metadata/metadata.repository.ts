import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppInfo } from './app-info.entity.js';
import { AppMetadata } from './app-metadata.entity.js';

/** The queries over the two single rows: app info (`app_info`) and app metadata (`app_metadata`). */
@Injectable()
export class MetadataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  appInfo(manager: EntityManager = this.dataSource.manager): Promise<AppInfo> {
    return manager.findOneByOrFail(AppInfo, { id: 1 });
  }

  async updateAppInfo(changes: Partial<AppInfo>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(AppInfo, { id: 1 }, changes);
  }

  /**
   * Takes the next invoice number in the caller's transaction with one statement: the app_info row
   * stays locked until commit, so concurrent invoices queue up, and a rollback returns the number —
   * the sequence has no gaps (which a database sequence could not promise).
   */
  async takeInvoiceNumber(manager: EntityManager): Promise<{ number: number; prefix: string | null }> {
    const rows: Array<{ number: number; prefix: string | null }> = await manager.query(`
      WITH next AS (
        UPDATE app_info SET last_invoice_no = COALESCE(last_invoice_no + 1, COALESCE(invoice_start_no, 1))
        WHERE id = 1
        RETURNING last_invoice_no AS number, invoice_prefix AS prefix
      )
      SELECT number, prefix FROM next`);
    if (rows.length !== 1) throw new Error('app_info row missing: cannot number invoices');
    return rows[0];
  }

  appMetadata(manager: EntityManager = this.dataSource.manager): Promise<AppMetadata> {
    return manager.findOneByOrFail(AppMetadata, { id: 1 });
  }

  /** The app metadata row, locked until the transaction ends. */
  lockAppMetadata(manager: EntityManager): Promise<AppMetadata> {
    return manager.findOneOrFail(AppMetadata, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
  }

  async updateAppMetadata(manager: EntityManager, changes: Partial<AppMetadata>): Promise<void> {
    await manager.update(AppMetadata, { id: 1 }, changes);
  }
}
