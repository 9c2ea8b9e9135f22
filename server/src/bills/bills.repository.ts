import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { VatRate } from '../common/vat.js';

/** An order line of a table's open bill, with what standing payments paid of it. */
export interface BillLineRow {
  orderItemId: number;
  orderId: number;
  orderNumber: number;
  submittedAt: Date;
  guestSessionId: string | null;
  guestName: string | null;
  menuItemId: number | null;
  menuItemName: string;
  extras: string[];
  /** The extras' ids, beside their names (null: an extra since deleted). */
  extraIds: Array<number | null>;
  note: string | null;
  vatRate: VatRate;
  quantity: number;
  unitPriceCents: number;
  priceFinalCents: number;
  paidQuantity: number;
  paidCents: number;
}

/** A table with unpaid orders: what is open and since when. */
export interface OpenTableRow {
  tableId: number;
  tableNumber: number;
  orders: number;
  /** The guests' orders (not staff-entered) the waiter has not yet approved. */
  awaitingApproval: number;
  openCents: number;
  firstOrderAt: Date;
}

/** An order on a bill: not rejected or canceled, and not paid (a part of it may be). */
const OPEN_ORDER = `o.payment_status = 'PENDING' AND o.status NOT IN ('REJECTED', 'CANCELED')`;

/** Per line, what the standing payments (never reversed) paid of it. */
const PAID_PER_LINE = `
  SELECT pi.order_item_id, sum(pi.quantity)::int AS quantity, sum(pi.gross_cents)::int AS cents
  FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
  WHERE p.kind = 'PAYMENT' AND p.reversed_at IS NULL AND pi.order_id = ANY($1::int[])
  GROUP BY 1`;

/**
 * The read model of tables' bills: plain SQL over orders, order_items and payment_items (the bill is a view of
 * them, as the reports are); the table row lock that serialises every change of a table's bill.
 */
@Injectable()
export class BillsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** Locks the table's row until the transaction ends: one change of its bill at a time. Null: no such table. */
  async lockTable(manager: EntityManager, tableId: number): Promise<{ tableNumber: number; active: boolean } | null> {
    const [row] = await manager.query<Array<{ table_number: number; active: boolean }>>(
      'SELECT table_number, active FROM dining_tables WHERE id = $1 FOR UPDATE',
      [tableId],
    );
    return row ? { tableNumber: row.table_number, active: row.active } : null;
  }

  async findTable(manager: EntityManager, tableId: number): Promise<{ tableNumber: number; active: boolean } | null> {
    const [row] = await manager.query<Array<{ table_number: number; active: boolean }>>(
      'SELECT table_number, active FROM dining_tables WHERE id = $1',
      [tableId],
    );
    return row ? { tableNumber: row.table_number, active: row.active } : null;
  }

  /** Notes that staff freed the table: the payments before belong to the last party. */
  async markFreed(manager: EntityManager, tableId: number): Promise<void> {
    await manager.query('UPDATE dining_tables SET freed_at = now() WHERE id = $1', [tableId]);
  }

  /** When the table was last freed (null: never). */
  async freedAt(manager: EntityManager, tableId: number): Promise<Date | null> {
    const [row] = await manager.query<Array<{ freed_at: Date | null }>>('SELECT freed_at FROM dining_tables WHERE id = $1', [tableId]);
    return row?.freed_at ?? null;
  }

  /** The ids of the table's open orders, oldest first. */
  async openOrderIds(manager: EntityManager, tableId: number): Promise<number[]> {
    const rows = await manager.query<Array<{ id: number }>>(
      `SELECT o.id FROM orders o WHERE o.table_id = $1 AND ${OPEN_ORDER} ORDER BY o.id`,
      [tableId],
    );
    return rows.map((r) => r.id);
  }

  /** The lines of the given orders with what is paid of each, in the orders' and the lines' order. */
  async lines(manager: EntityManager, orderIds: number[]): Promise<BillLineRow[]> {
    if (!orderIds.length) return [];
    const rows = await manager.query<
      Array<{
        id: number;
        order_id: number;
        order_number: number;
        submitted_at: Date;
        guest_session_id: string | null;
        guest_name: string | null;
        menu_item_id: number | null;
        menu_item_name: string;
        extras: Array<{ extraId: number | null; name: string }>;
        note: string | null;
        vat_rate: VatRate;
        quantity: number;
        unit_price_cents: number;
        price_final_cents: number;
        paid_quantity: number | null;
        paid_cents: number | null;
      }>
    >(
      `SELECT i.id, i.order_id, o.order_number, o.submitted_at, i.guest_session_id, i.guest_name, i.menu_item_id, i.menu_item_name,
         i.extras,
         i.note, i.vat_rate, i.quantity, i.unit_price_cents, i.price_final_cents, paid.quantity AS paid_quantity,
         paid.cents AS paid_cents
       FROM orders o JOIN order_items i ON i.order_id = o.id
       LEFT JOIN (${PAID_PER_LINE}) paid ON paid.order_item_id = i.id
       WHERE o.id = ANY($1::int[])
       ORDER BY o.submitted_at, o.id, i.position, i.id`,
      [orderIds],
    );
    return rows.map((r) => ({
      orderItemId: r.id,
      orderId: r.order_id,
      orderNumber: r.order_number,
      submittedAt: r.submitted_at,
      guestSessionId: r.guest_session_id,
      guestName: r.guest_name,
      menuItemId: r.menu_item_id,
      menuItemName: r.menu_item_name,
      extras: r.extras.map((e) => e.name),
      extraIds: r.extras.map((e) => e.extraId ?? null),
      note: r.note,
      vatRate: r.vat_rate,
      quantity: r.quantity,
      unitPriceCents: r.unit_price_cents,
      priceFinalCents: r.price_final_cents,
      paidQuantity: r.paid_quantity ?? 0,
      paidCents: r.paid_cents ?? 0,
    }));
  }

  /** Every table with open orders: how many, what is open of them, since when; by table number. */
  async openTables(): Promise<OpenTableRow[]> {
    const rows = await this.dataSource.query<
      Array<{ table_id: number; table_number: number; orders: number; awaiting: number; open_cents: string; first_order_at: Date }>
    >(
      `WITH open_orders AS (
         SELECT o.id, o.table_id, o.submitted_at, (o.status = 'IN_PROGRESS' AND o.entered_by IS NULL) AS awaiting
         FROM orders o WHERE o.table_id IS NOT NULL AND ${OPEN_ORDER}),
       paid AS (${PAID_PER_LINE.replace('= ANY($1::int[])', 'IN (SELECT id FROM open_orders)')})
       SELECT t.id AS table_id, t.table_number, count(DISTINCT oo.id)::int AS orders,
         count(DISTINCT oo.id) FILTER (WHERE oo.awaiting)::int AS awaiting,
         sum(i.price_final_cents - coalesce(paid.cents, 0))::bigint AS open_cents, min(oo.submitted_at) AS first_order_at
       FROM open_orders oo JOIN dining_tables t ON t.id = oo.table_id JOIN order_items i ON i.order_id = oo.id
       LEFT JOIN paid ON paid.order_item_id = i.id
       GROUP BY t.id, t.table_number ORDER BY t.table_number, t.id`,
    );
    return rows.map((r) => ({
      tableId: r.table_id,
      tableNumber: r.table_number,
      orders: r.orders,
      awaitingApproval: r.awaiting,
      openCents: Number(r.open_cents),
      firstOrderAt: r.first_order_at,
    }));
  }
}
