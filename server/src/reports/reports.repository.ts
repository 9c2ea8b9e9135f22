import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Granularity } from './dto/report-query.dto.js';

/** Local calendar days `from`..`to` (both included) in the IANA zone `timeZone`. */
export interface ReportRange {
  from: string;
  to: string;
  timeZone: string;
}

// Every query takes $1 = from, $2 = to (local dates) and $3 = the time zone. The bounds are instants (local
// midnight of `from` and of the day after `to`, converted by PostgreSQL, so a 23- or 25-hour day is right),
// compared with the stored instant, which keeps its index usable.
const inRange = (column: string) => `${column} >= ($1::date)::timestamp AT TIME ZONE $3
  AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE $3`;

/** What the reports count: money collected, by the day it was collected (payments.paid_at). */
const PAID_IN_RANGE = inRange('p.paid_at');
/** Orders refused or called off, by the day they were placed. */
const PLACED_IN_RANGE = inRange('o.submitted_at');

/**
 * A payment counts +1 order, a credit note (its negated amounts on the day it was issued) −1: a paid order canceled
 * later leaves the figures of the day it was paid and is taken off the day it was canceled.
 */
const SIGN = `(CASE p.kind WHEN 'CREDIT_NOTE' THEN -1 ELSE 1 END)`;

/**
 * Payments keep their gross per VAT rate (payments.vat<rate>_gross_cents, as orders do for their lines;
 * migrations/1765300000000-Payments.ts), one column per rate order_items allows.
 */
const RATE_COLUMNS = [
  [0, 'vat0_gross_cents'],
  [10, 'vat10_gross_cents'],
  [13, 'vat13_gross_cents'],
  [20, 'vat20_gross_cents'],
] as const;

/**
 * The VAT a payment's invoice computes for its gross `column` at `rate` (common/vat.ts vatOfGross:
 * gross − round(gross × 100 / (100 + rate)), half up), here in integer arithmetic: for gross ≥ 0,
 * round(a / b) = (2a + b) div 2b with a = 100 × gross, b = 100 + rate. A credit note's (negative) gross has the
 * negated VAT of its invoice: worked out on the amount and given its sign.
 */
const vatOf = (column: string, rate: number) =>
  `(sign(p.${column}) * (abs(p.${column}) - (200 * abs(p.${column})::bigint + ${100 + rate}) / ${200 + 2 * rate}))`;

/** A payment's gross: the sum over its rates (payments.amount_cents is that too). */
const PAYMENT_GROSS = RATE_COLUMNS.map(([, column]) => `p.${column}`).join(' + ');
/** A payment's VAT: per rate as on its invoice, then added up. */
const PAYMENT_VAT = RATE_COLUMNS.map(([rate, column]) => vatOf(column, rate)).join(' + ');

/** A period's label and first day, from `day` (a local date, cast to timestamp so no time zone comes in). */
const PERIODS: Record<Granularity, { period: string; start: string }> = {
  day: { period: `to_char(day::timestamp, 'YYYY-MM-DD')`, start: `to_char(day::timestamp, 'YYYY-MM-DD')` },
  week: { period: `to_char(day::timestamp, 'IYYY-"W"IW')`, start: `to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD')` },
  month: { period: `to_char(day::timestamp, 'YYYY-MM')`, start: `to_char(date_trunc('month', day::timestamp), 'YYYY-MM-DD')` },
};

interface RevenueRecord {
  period: string;
  periodStart: string;
  orders: number;
  grossCents: number;
  vatCents: number;
}

export interface PaymentGroupRecord {
  paymentMethod: string;
  orderType: string;
  orders: number;
  grossCents: number;
}

interface StaffTotalRecord {
  username: string;
  payments: number;
  grossCents: number;
  cashCents: number;
  cardCents: number;
  tipCents: number;
  cashTipCents: number;
}

interface OpenOrderRecord {
  orderNumber: number;
  tableNumber: number | null;
  status: string;
  grossCents: number;
  submittedAt: string;
}

interface CancellationRecord {
  status: string;
  orders: number;
  grossCents: number;
}

interface ServiceCallRecord {
  kind: 'WAITER' | 'BILL';
  calls: number;
  acknowledged: number;
  expired: number;
  averageResponseSeconds: number | null;
}

interface ExtraRecord {
  name: string;
  quantity: number;
  grossCents: number;
}

interface ProductRecord {
  menuItemId: number | null;
  name: string;
  categoryName: string | null;
  quantity: number;
  grossCents: number;
}

interface DayFigureRecord {
  takingsCents: number;
  tipCents: number;
  payments: number;
  openOrders: number;
  openServiceCalls: number;
  servedOrders: number;
  averageServeSeconds: number | null;
}

/** What the driver gives for a count or sum: a number, or text for bigint (pg) and numeric. */
type Figure = number | string | bigint | null;
type Text = string | null;

const toNumber = (value: Figure) => Number(value ?? 0);

/**
 * The reporting read model: plain SQL over orders, order_items, menu_items, categories (docs/decisions.md,
 * "Reporting"). Only reads; every answer is aggregated in the database.
 */
@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private query<T>(sql: string, range: ReportRange): Promise<T[]> {
    return this.dataSource.query(sql, [range.from, range.to, range.timeZone]);
  }

  /**
   * Paid orders, gross and VAT per period (only periods with payments), oldest first. Payments are added up per local
   * day first and only the days are labelled: formatting every payment's time, and a sort of all payments the planner
   * chose for the label (it expects as many labels as payments), cost more than the adding up.
   */
  async revenue(range: ReportRange, granularity: Granularity): Promise<RevenueRecord[]> {
    const { period, start } = PERIODS[granularity];
    const rows = await this.query<{ period: string; period_start: string; orders: Figure; gross: Figure; vat: Figure }>(
      `SELECT ${period} AS period, ${start} AS period_start, sum(orders)::int AS orders, sum(gross)::bigint AS gross, sum(vat)::bigint AS vat
       FROM (SELECT (p.paid_at AT TIME ZONE $3)::date AS day, sum(${SIGN}) AS orders, sum(${PAYMENT_GROSS}) AS gross, sum(${PAYMENT_VAT}) AS vat
             FROM payments p WHERE ${PAID_IN_RANGE} GROUP BY 1) days
       GROUP BY 1, 2 ORDER BY 2`,
      range,
    );
    return rows.map((r) => ({
      period: r.period,
      periodStart: r.period_start,
      orders: toNumber(r.orders),
      grossCents: toNumber(r.gross),
      vatCents: toNumber(r.vat),
    }));
  }

  /** Paid orders and their gross per local hour of day and ISO weekday (1 = Monday) they were placed at. */
  async busyTimes(range: ReportRange): Promise<Array<{ hour: number; weekday: number; orders: number; grossCents: number }>> {
    const rows = await this.query<{ hour: Figure; weekday: Figure; orders: Figure; gross: Figure }>(
      `SELECT extract(hour FROM local_at)::int AS hour, extract(isodow FROM local_at)::int AS weekday,
         sum(sign)::int AS orders, sum(gross_cents)::bigint AS gross
       FROM (SELECT coalesce(o.submitted_at, p.paid_at) AT TIME ZONE $3 AS local_at, p.amount_cents AS gross_cents, ${SIGN} AS sign
             FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE ${PAID_IN_RANGE}) counted
       GROUP BY 1, 2`,
      range,
    );
    return rows.map((r) => ({
      hour: toNumber(r.hour),
      weekday: toNumber(r.weekday),
      orders: toNumber(r.orders),
      grossCents: toNumber(r.gross),
    }));
  }

  /** Gross and VAT per rate (percent) over the payments, each payment's VAT computed as its invoice does. */
  async vatByRate(range: ReportRange): Promise<Array<{ rate: number; grossCents: number; vatCents: number }>> {
    const sums = RATE_COLUMNS.flatMap(([rate, column]) => [
      `sum(p.${column})::bigint AS gross_${rate}`,
      `sum(${vatOf(column, rate)})::bigint AS vat_${rate}`,
    ]);
    const [row] = await this.query<Record<string, Figure>>(`SELECT ${sums.join(', ')} FROM payments p WHERE ${PAID_IN_RANGE}`, range);
    return RATE_COLUMNS.map(([rate]) => ({ rate, grossCents: toNumber(row[`gross_${rate}`]), vatCents: toNumber(row[`vat_${rate}`]) }));
  }

  /** Payments of the range by method and the order's type. */
  async paymentGroups(range: ReportRange): Promise<PaymentGroupRecord[]> {
    const rows = await this.query<{ payment_method: string; order_type: string; orders: Figure; gross: Figure }>(
      `SELECT p.method AS payment_method, coalesce(o.order_type, 'DINE_IN') AS order_type, sum(${SIGN})::int AS orders,
         sum(p.amount_cents)::bigint AS gross
       FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE ${PAID_IN_RANGE}
       GROUP BY 1, 2`,
      range,
    );
    return rows.map((r) => ({
      paymentMethod: r.payment_method,
      orderType: r.order_type,
      orders: toNumber(r.orders),
      grossCents: toNumber(r.gross),
    }));
  }

  /** Per staff member: the payments they collected (less the credit notes they issued), by method, and the tips. */
  async staffTotals(range: ReportRange): Promise<StaffTotalRecord[]> {
    const rows = await this.query<{
      staff: string;
      payments: Figure;
      gross: Figure;
      cash: Figure;
      card: Figure;
      tips: Figure;
      cash_tips: Figure;
    }>(
      `SELECT p.staff_username AS staff, sum(${SIGN})::int AS payments, sum(p.amount_cents)::bigint AS gross,
         coalesce(sum(p.amount_cents) FILTER (WHERE p.method = 'CASH'), 0)::bigint AS cash,
         coalesce(sum(p.amount_cents) FILTER (WHERE p.method = 'CARD'), 0)::bigint AS card,
         sum(p.tip_cents)::bigint AS tips,
         coalesce(sum(p.tip_cents) FILTER (WHERE p.method = 'CASH'), 0)::bigint AS cash_tips
       FROM payments p WHERE ${PAID_IN_RANGE}
       GROUP BY 1 ORDER BY 1`,
      range,
    );
    return rows.map((r) => ({
      username: r.staff,
      payments: toNumber(r.payments),
      grossCents: toNumber(r.gross),
      cashCents: toNumber(r.cash),
      cardCents: toNumber(r.card),
      tipCents: toNumber(r.tips),
      cashTipCents: toNumber(r.cash_tips),
    }));
  }

  /**
   * Orders placed in the range and not paid yet (nor rejected or canceled), oldest first, with what is still open of
   * them (a part paid over the table's bill is money collected, not open).
   */
  async openOrders(range: ReportRange): Promise<OpenOrderRecord[]> {
    const rows = await this.query<{ order_number: Figure; table_number: Figure; status: string; gross: Figure; submitted_at: Date }>(
      `SELECT o.order_number, o.table_number, o.status, o.submitted_at,
         o.gross_cents - coalesce((SELECT sum(pi.gross_cents) FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
                                   WHERE pi.order_id = o.id AND p.kind = 'PAYMENT' AND p.reversed_at IS NULL), 0) AS gross
       FROM orders o WHERE o.payment_status = 'PENDING' AND o.status NOT IN ('CANCELED', 'REJECTED') AND ${PLACED_IN_RANGE}
       ORDER BY o.submitted_at, o.id`,
      range,
    );
    return rows.map((r) => ({
      orderNumber: toNumber(r.order_number),
      tableNumber: r.table_number === null ? null : toNumber(r.table_number),
      status: r.status,
      grossCents: toNumber(r.gross),
      submittedAt: new Date(r.submitted_at).toISOString(),
    }));
  }

  /** Canceled and rejected orders placed in the range, by status. */
  async cancellations(range: ReportRange): Promise<CancellationRecord[]> {
    const rows = await this.query<{ status: string; orders: Figure; gross: Figure }>(
      `SELECT o.status, count(*)::int AS orders, sum(o.gross_cents)::bigint AS gross
       FROM orders o WHERE o.status IN ('CANCELED', 'REJECTED') AND ${PLACED_IN_RANGE}
       GROUP BY 1`,
      range,
    );
    return rows.map((r) => ({ status: r.status, orders: toNumber(r.orders), grossCents: toNumber(r.gross) }));
  }

  /**
   * Pieces and charged line totals (extras included) per product as paid (payment_items: a credit note's rows are
   * negated, a piece counts with the payment that pays it, an equal share's with the share that closes its line), plus every active
   * product without sales; and the extras sold with them, by the name they were sold under, with their share of the
   * line totals. A product is named and categorised as it is today; a deleted one by its order name.
   * One statement and one pass over the lines: they are added up per product and set of extras (a few hundred
   * groups), which then give both the products and, taken apart, the extras. As two queries, each joined all lines
   * with the counted orders, and taking every line's extras apart made PostgreSQL expect 100 extras a line and
   * compile the query (JIT, about 75 ms at 100k orders).
   */
  async products(range: ReportRange): Promise<{ products: ProductRecord[]; extras: ExtraRecord[] }> {
    const rows = await this.query<{
      extra: boolean;
      menu_item_id: Figure;
      name: string;
      category_name: Text;
      quantity: Figure;
      gross: Figure;
    }>(
      `WITH sold AS (
         SELECT i.menu_item_id, CASE WHEN i.menu_item_id IS NULL THEN i.menu_item_name END AS orphan_name, i.extras,
           sum(pi.quantity)::bigint AS quantity, sum(pi.gross_cents)::bigint AS gross
         FROM payments p JOIN payment_items pi ON pi.payment_id = p.id JOIN order_items i ON i.id = pi.order_item_id
         WHERE ${PAID_IN_RANGE}
         GROUP BY 1, 2, 3
       ),
       products AS (
         SELECT menu_item_id, orphan_name, sum(quantity)::bigint AS quantity, sum(gross)::bigint AS gross FROM sold GROUP BY 1, 2
       ),
       extras AS (
         SELECT e.value ->> 'name' AS name, sum(s.quantity)::bigint AS quantity,
           sum((e.value ->> 'priceCents')::int * s.quantity)::bigint AS gross
         FROM sold s CROSS JOIN LATERAL jsonb_array_elements(s.extras) e
         GROUP BY 1
       )
       SELECT false AS extra, coalesce(s.menu_item_id, active.id) AS menu_item_id, coalesce(mi.name, s.orphan_name) AS name,
         cat.name AS category_name, coalesce(s.quantity, 0) AS quantity, coalesce(s.gross, 0) AS gross
       FROM products s
       FULL JOIN (SELECT id FROM menu_items WHERE archived_at IS NULL) active ON active.id = s.menu_item_id
       LEFT JOIN menu_items mi ON mi.id = coalesce(s.menu_item_id, active.id)
       LEFT JOIN categories cat ON cat.id = mi.category_id
       UNION ALL
       SELECT true, NULL, name, NULL, quantity, gross FROM extras`,
      range,
    );
    return {
      products: rows
        .filter((r) => !r.extra)
        .map((r) => ({
          menuItemId: r.menu_item_id === null ? null : toNumber(r.menu_item_id),
          name: r.name,
          categoryName: r.category_name,
          quantity: toNumber(r.quantity),
          grossCents: toNumber(r.gross),
        })),
      extras: rows.filter((r) => r.extra).map((r) => ({ name: r.name, quantity: toNumber(r.quantity), grossCents: toNumber(r.gross) })),
    };
  }

  /**
   * The invoice and credit note numbers of the payments in the range: how many, the lowest and the highest by their trailing
   * number (the counter), so "RE-10" comes after "RE-9" whatever the prefix.
   */
  async invoiceSpan(range: ReportRange): Promise<{ invoices: number; first: string | null; last: string | null }> {
    const [row] = await this.query<{ invoices: Figure; first: Text; last: Text }>(
      `SELECT count(*)::int AS invoices,
         (array_agg(n ORDER BY substring(n FROM '(\\d+)$')::bigint NULLS LAST, n))[1] AS first,
         (array_agg(n ORDER BY substring(n FROM '(\\d+)$')::bigint DESC NULLS LAST, n DESC))[1] AS last
       FROM (SELECT coalesce(p.invoice_number, o.invoice_number) AS n
             FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE ${PAID_IN_RANGE}) numbered
       WHERE n IS NOT NULL`,
      range,
    );
    return { invoices: toNumber(row.invoices), first: row.first, last: row.last };
  }

  /**
   * The panel's figures for a day so far: the money collected (less credit notes) and the tips, the orders and service
   * calls open now (whatever day they came), and how long the orders served that day took from placing to served.
   */
  async dayFigures(range: ReportRange): Promise<DayFigureRecord> {
    const [row] = await this.query<Record<keyof DayFigureRecord, Figure>>(
      `SELECT
         (SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM payments p WHERE ${PAID_IN_RANGE}) AS "takingsCents",
         (SELECT coalesce(sum(p.tip_cents), 0)::bigint FROM payments p WHERE ${PAID_IN_RANGE}) AS "tipCents",
         (SELECT coalesce(sum(${SIGN}), 0)::int FROM payments p WHERE ${PAID_IN_RANGE}) AS "payments",
         (SELECT count(*)::int FROM orders WHERE status IN ('IN_PROGRESS', 'APPROVED')) AS "openOrders",
         (SELECT count(*)::int FROM service_calls WHERE status = 'OPEN' AND expires_at > now()) AS "openServiceCalls",
         served."servedOrders", served."averageServeSeconds"
       FROM (SELECT count(*)::int AS "servedOrders", round(avg(extract(epoch FROM done.at - o.submitted_at))) AS "averageServeSeconds"
             FROM (SELECT e.order_id, min(e.created_at) AS at FROM order_events e
                   WHERE e.type = 'COMPLETED' AND ${inRange('e.created_at')} GROUP BY e.order_id) done
             JOIN orders o ON o.id = done.order_id) served`,
      range,
    );
    return {
      takingsCents: toNumber(row.takingsCents),
      tipCents: toNumber(row.tipCents),
      payments: toNumber(row.payments),
      openOrders: toNumber(row.openOrders),
      openServiceCalls: toNumber(row.openServiceCalls),
      servedOrders: toNumber(row.servedOrders),
      averageServeSeconds: row.averageServeSeconds === null ? null : toNumber(row.averageServeSeconds),
    };
  }

  /** Guests' service calls placed in the range, per kind: how many, how they ended, how fast staff answered. */
  async serviceCalls(range: ReportRange): Promise<ServiceCallRecord[]> {
    const rows = await this.query<{ kind: 'WAITER' | 'BILL'; calls: Figure; acknowledged: Figure; expired: Figure; average: Figure }>(
      `SELECT c.kind, count(*) AS calls, count(*) FILTER (WHERE c.status = 'ACKNOWLEDGED') AS acknowledged,
              count(*) FILTER (WHERE c.status = 'EXPIRED' OR (c.status = 'OPEN' AND c.expires_at <= now())) AS expired,
              round(avg(extract(epoch FROM c.acknowledged_at - c.created_at))) AS average
       FROM service_calls c
       WHERE ${inRange('c.created_at')}
       GROUP BY c.kind`,
      range,
    );
    return rows.map((row) => ({
      kind: row.kind,
      calls: toNumber(row.calls),
      acknowledged: toNumber(row.acknowledged),
      expired: toNumber(row.expired),
      averageResponseSeconds: row.average === null ? null : toNumber(row.average),
    }));
  }

  /**
   * The journal of every booked order line (§ 131 BAO): each line a payment or credit note booked, with its invoice, the
   * register's receipt (when one was in operation), the order, the article and its VAT, oldest first.
   */
  journal(range: ReportRange): Promise<JournalRecord[]> {
    return this.query<JournalRecord>(
      `SELECT to_char(p.paid_at AT TIME ZONE $3, 'YYYY-MM-DD"T"HH24:MI:SS') AS "bookedAt", p.kind, p.invoice_number AS "invoiceNumber",
              r.receipt_number AS "receiptNumber", o.order_number AS "orderNumber", coalesce(p.table_number, o.table_number) AS "tableNumber",
              i.menu_item_name AS article, pi.quantity, i.vat_rate AS "vatRate", pi.gross_cents AS "grossCents", p.method,
              p.staff_username AS "staffUsername"
         FROM payments p
         JOIN payment_items pi ON pi.payment_id = p.id
         JOIN order_items i ON i.id = pi.order_item_id
         JOIN orders o ON o.id = pi.order_id
         LEFT JOIN rksv_receipts r ON r.invoice_number = p.invoice_number
        WHERE ${PAID_IN_RANGE}
        ORDER BY p.paid_at, p.id, pi.id`,
      range,
    );
  }
}

export interface JournalRecord {
  /** yyyy-MM-ddTHH:mm:ss in the restaurant's time zone. */
  bookedAt: string;
  kind: 'PAYMENT' | 'CREDIT_NOTE';
  invoiceNumber: string | null;
  receiptNumber: string | null;
  orderNumber: number;
  tableNumber: number | null;
  article: string;
  quantity: number;
  vatRate: string;
  grossCents: number;
  method: string;
  staffUsername: string;
}
