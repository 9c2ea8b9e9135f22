import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentMethod } from '../orders/order-status.js';
import type { BillScope, ServiceCallKind, ServiceCallStatus } from './service-call.entity.js';

/** A call with what its answers show: the table's number and the acknowledging user's name. */
export interface ServiceCallRow {
  id: number;
  tableId: number;
  tableNumber: number;
  kind: ServiceCallKind;
  paymentMethod: PaymentMethod | null;
  billScope: BillScope | null;
  /** The guest who called (for a bill of their own lines: whose). */
  sessionId: string | null;
  status: ServiceCallStatus;
  createdAt: Date;
  expiresAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
}

/** The calls with their table's number and the acknowledging user's name; `source` is the table or a CTE of its rows. */
const selectCalls = (source = 'service_calls', extraColumns = '') => `
  SELECT c.id, c.table_id, t.table_number, c.kind, c.payment_method, c.bill_scope, c.session_id, c.status, c.created_at, c.expires_at,
         c.acknowledged_at, u.username AS acknowledged_by${extraColumns}
  FROM ${source} c JOIN dining_tables t ON t.id = c.table_id LEFT JOIN users u ON u.id = c.acknowledged_by`;

interface Row {
  id: number;
  table_id: number;
  table_number: number;
  kind: ServiceCallKind;
  payment_method: PaymentMethod | null;
  bill_scope: BillScope | null;
  session_id: string | null;
  status: ServiceCallStatus;
  created_at: Date;
  expires_at: Date;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
}

function toRow(row: Row): ServiceCallRow {
  return {
    id: row.id,
    tableId: row.table_id,
    tableNumber: row.table_number,
    kind: row.kind,
    paymentMethod: row.payment_method,
    billScope: row.bill_scope,
    sessionId: row.session_id,
    status: row.status,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    acknowledgedAt: row.acknowledged_at ? new Date(row.acknowledged_at) : null,
    acknowledgedBy: row.acknowledged_by,
  };
}

/**
 * The service calls' queries. An open call past its time is marked EXPIRED by the next statement that
 * reads or opens calls (no timer needed, and every server process agrees).
 */
@Injectable()
export class ServiceCallsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async rows(sql: string, params: unknown[]): Promise<ServiceCallRow[]> {
    return (await this.dataSource.query<Row[]>(sql, params)).map(toRow);
  }

  private async expireLapsed(): Promise<void> {
    await this.dataSource.query("UPDATE service_calls SET status = 'EXPIRED' WHERE status = 'OPEN' AND expires_at <= now()");
  }

  /**
   * Opens a call, or finds the one already open for this table and kind (the partial unique index keeps it
   * one, even when two phones call at once). A bill call asked again with the other payment method or scope
   * takes it (and the asking guest). `changed`: a call was opened or changed (staff must hear of it).
   */
  async open(
    call: { tableId: number; sessionId: string; kind: ServiceCallKind; paymentMethod: PaymentMethod | null; billScope: BillScope | null },
    minutes: number,
  ): Promise<{ call: ServiceCallRow; created: boolean; changed: boolean }> {
    await this.expireLapsed();
    const [written] = await this.dataSource.query<Array<Row & { inserted: boolean }>>(
      `WITH written AS (
         INSERT INTO service_calls (table_id, session_id, kind, payment_method, bill_scope, expires_at)
         VALUES ($1, $2, $3, $4, $6, now() + make_interval(mins => $5::int))
         ON CONFLICT (table_id, kind) WHERE status = 'OPEN'
         DO UPDATE SET payment_method = EXCLUDED.payment_method, bill_scope = EXCLUDED.bill_scope, session_id = EXCLUDED.session_id
         WHERE (service_calls.payment_method, service_calls.bill_scope) IS DISTINCT FROM (EXCLUDED.payment_method, EXCLUDED.bill_scope)
         RETURNING *, (xmax = 0) AS inserted
       ) ${selectCalls('written', ', c.inserted')}`,
      [call.tableId, call.sessionId, call.kind, call.paymentMethod, minutes, call.billScope],
    );
    if (written) return { call: toRow(written), created: written.inserted, changed: true };
    const [open] = await this.rows(`${selectCalls()} WHERE c.table_id = $1 AND c.kind = $2 AND c.status = 'OPEN'`, [
      call.tableId,
      call.kind,
    ]);
    // Acknowledged between the two statements: open a new one.
    if (!open) return this.open(call, minutes);
    return { call: open, created: false, changed: false };
  }

  /** The table's calls its guests still see: open ones, and those acknowledged within the last `minutes`. */
  async ofTable(tableId: number, minutes: number): Promise<ServiceCallRow[]> {
    await this.expireLapsed();
    return this.rows(
      `${selectCalls()} WHERE c.table_id = $1 AND (c.status = 'OPEN'
         OR (c.status = 'ACKNOWLEDGED' AND c.acknowledged_at > now() - make_interval(mins => $2::int)))
       ORDER BY c.id`,
      [tableId, minutes],
    );
  }

  /** Every open call, oldest first. */
  async allOpen(): Promise<ServiceCallRow[]> {
    await this.expireLapsed();
    return this.rows(`${selectCalls()} WHERE c.status = 'OPEN' ORDER BY c.created_at, c.id`, []);
  }

  async findById(id: number): Promise<ServiceCallRow | null> {
    const [row] = await this.rows(`${selectCalls()} WHERE c.id = $1`, [id]);
    return row ?? null;
  }

  /** Marks an open, unexpired call acknowledged by `userId`; null when it is not (or no longer) open. */
  async acknowledge(id: number, userId: number): Promise<ServiceCallRow | null> {
    await this.expireLapsed();
    const [row] = await this.rows(
      `WITH acknowledged AS (
         UPDATE service_calls SET status = 'ACKNOWLEDGED', acknowledged_at = now(), acknowledged_by = $2
         WHERE id = $1 AND status = 'OPEN' AND expires_at > now() RETURNING *
       ) ${selectCalls('acknowledged')}`,
      [id, userId],
    );
    return row ?? null;
  }
}
