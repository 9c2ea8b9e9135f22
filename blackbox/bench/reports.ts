import pg from 'pg';
import type { Client } from '../harness/http.js';
import type { BenchFigure } from './figure.js';
import { againstBound } from './figures.js';
import { Recorder, type Stats } from './load.js';

const YEAR_SECONDS = 365 * 24 * 3600;
/** The bound of issue 15: every report within 200 ms over a year of orders. */
const REPORT_BOUND_MS = 200;

/**
 * Tops the database up to `count` orders over the past year. The admin-list bench seeds the same orders first
 * (then nothing is added here); on its own this seeds them in the same INSERT … SELECT way, with what reports
 * read beyond the list: line totals that are unit price × quantity (orders.gross_cents their sum), an extra on
 * every fourth line, all four VAT rates, and an invoice number on every second completed order.
 */
async function topUpOrders(db: pg.Client, count: number): Promise<number> {
  const {
    rows: [{ present }],
  } = await db.query<{ present: number }>(`SELECT count(*)::int AS present FROM orders WHERE submitted_at > now() - interval '1 year'`);
  const missing = count - present;
  if (missing <= 0) return 0;
  await db.query('BEGIN');
  const {
    rows: [{ before }],
  } = await db.query<{ before: number }>('SELECT coalesce(max(id), 0)::int AS before FROM orders');
  const menu = `(SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names, array_agg(base_price_cents ORDER BY id) AS prices,
      array_agg(vat_category ORDER BY id) AS cats, count(*)::int AS n FROM menu_items WHERE archived_at IS NULL)`;
  const rates = `(ARRAY['VAT_10', 'VAT_20', 'VAT_10', 'VAT_13', 'VAT_0'])[1 + (o.id + k) % 5]`;
  await db.query(
    `INSERT INTO orders (id, table_number, status, order_type, payment_method, payment_status, gross_cents, items_count,
       submitted_at, created_at, updated_at)
     SELECT $1::int + g, CASE WHEN g % 5 = 0 THEN NULL ELSE 1 + g % 12 END,
       CASE WHEN g % 50 = 0 THEN 'REJECTED' WHEN g % 50 = 1 THEN 'CANCELED' ELSE 'COMPLETED' END,
       CASE WHEN g % 5 = 0 THEN 'TAKEAWAY' ELSE 'DINE_IN' END, CASE WHEN g % 2 = 0 THEN 'CASH' ELSE 'CARD' END, 'PAID', 0, 4,
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int),
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int),
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int) + interval '20 minutes'
     FROM generate_series(1, $2::int) AS g`,
    [before, missing],
  );
  await db.query(
    `INSERT INTO order_items (order_id, menu_item_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents,
       price_final_cents, extras, position)
     SELECT o.id, m.ids[1 + (o.id + k) % m.n], m.names[1 + (o.id + k) % m.n], ${rates}, m.cats[1 + (o.id + k) % m.n], q.quantity,
       m.prices[1 + (o.id + k) % m.n] + x.cents, (m.prices[1 + (o.id + k) % m.n] + x.cents) * q.quantity, x.extras, k
     FROM orders o, generate_series(0, 2) AS k, ${menu} AS m,
       LATERAL (SELECT CASE WHEN k = 0 THEN 2 ELSE 1 END AS quantity) q,
       LATERAL (SELECT CASE WHEN (o.id + k) % 4 = 0 THEN 150 ELSE 0 END AS cents,
                       CASE WHEN (o.id + k) % 4 = 0 THEN '[{"extraId": null, "name": "Extra Käse", "priceCents": 150}]'::jsonb
                            ELSE '[]'::jsonb END AS extras) x
     WHERE o.id > $1`,
    [before],
  );
  await db.query(
    `UPDATE orders o SET gross_cents = l.gross,
       invoice_number = CASE WHEN o.status = 'COMPLETED' AND o.id % 2 = 0 THEN 'BENCH-' || o.id END,
       invoiced_at = CASE WHEN o.status = 'COMPLETED' AND o.id % 2 = 0 THEN o.updated_at END
     FROM (SELECT order_id, sum(price_final_cents)::int AS gross FROM order_items WHERE order_id > $1 GROUP BY order_id) l
     WHERE o.id = l.order_id`,
    [before],
  );
  await db.query(`SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`);
  await db.query('COMMIT');
  await db.query('ANALYZE orders, order_items');
  return missing;
}

/**
 * The reports count payments: every seeded completed order without one is paid in full, by its method, twenty
 * minutes after it was placed (its updated_at), as the payments migration books orders of before payments.
 */
async function payCompletedOrders(db: pg.Client): Promise<void> {
  await db.query(
    `INSERT INTO payments (order_id, method, amount_cents, vat0_gross_cents, vat10_gross_cents, vat13_gross_cents,
       vat20_gross_cents, staff_username, paid_at)
     SELECT o.id, o.payment_method, o.vat0_gross_cents + o.vat10_gross_cents + o.vat13_gross_cents + o.vat20_gross_cents,
       o.vat0_gross_cents, o.vat10_gross_cents, o.vat13_gross_cents, o.vat20_gross_cents, 'bench', o.updated_at
     FROM orders o WHERE o.status = 'COMPLETED' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`,
  );
  await db.query('ANALYZE payments');
}

/** A calendar date `days` ago in Vienna (the bench's restaurant), as YYYY-MM-DD. */
function viennaDate(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
}

/** Every report over the past year (365 local days up to today), and the daily closing of yesterday. */
export function reportPaths(): Array<{ name: string; path: string }> {
  const range = `from=${viennaDate(364)}&to=${viennaDate(0)}`;
  const day = `date=${viennaDate(1)}`;
  return [
    { name: 'revenue per day', path: `/api/admin/reports/revenue?${range}&granularity=day` },
    { name: 'revenue per ISO week', path: `/api/admin/reports/revenue?${range}&granularity=week` },
    { name: 'revenue per month', path: `/api/admin/reports/revenue?${range}&granularity=month` },
    { name: 'busy times', path: `/api/admin/reports/busy-times?${range}` },
    { name: 'products', path: `/api/admin/reports/products?${range}` },
    { name: 'VAT', path: `/api/admin/reports/vat?${range}` },
    { name: 'payments', path: `/api/admin/reports/payments?${range}` },
    { name: 'daily closing', path: `/api/admin/reports/daily-closing?${day}` },
    { name: 'daily closing PDF', path: `/api/admin/reports/daily-closing.pdf?${day}` },
  ];
}

async function timeReport(client: Client, token: string, path: string, requests: number, name: string): Promise<Stats> {
  for (let i = 0; i < 3; i += 1) await client.get(path, token);
  const recorder = new Recorder(`report ${name}`, 'one year');
  recorder.start();
  for (let i = 0; i < requests; i += 1) await recorder.time(() => client.get(path, token));
  recorder.stop();
  return recorder.stats();
}

export interface ReportsMeasure {
  seeded: number;
  seedMs: number;
  stats: Stats[];
  figures: BenchFigure[];
}

/**
 * Seeds up to `orders` orders over the past year on the PostgreSQL database the server at `client` uses, then
 * requests each report `requests` times, one at a time, and compares its p95 with the 200 ms of issue 15.
 */
export async function measureReports(
  databaseUrl: string,
  client: Client,
  adminToken: string,
  orders: number,
  requests = 40,
): Promise<ReportsMeasure> {
  const db = new pg.Client({ connectionString: databaseUrl, statement_timeout: 120_000 });
  await db.connect();
  const started = performance.now();
  let seeded: number;
  try {
    seeded = await topUpOrders(db, orders);
    await payCompletedOrders(db);
  } finally {
    await db.end();
  }
  const seedMs = performance.now() - started;
  const stats: Stats[] = [];
  const figures: BenchFigure[] = [];
  for (const { name, path } of reportPaths()) {
    const s = await timeReport(client, adminToken, path, requests, name);
    stats.push(s);
    const note = `${orders.toLocaleString('en-US')} orders over a year, ${s.requests} requests one at a time${s.errors ? `, ${s.errors} errors: ${s.firstError}` : ''}`;
    figures.push(againstBound(`report ${name} p95`, 'postgres', s.p95, 'ms', REPORT_BOUND_MS, false, note));
  }
  return { seeded, seedMs, stats, figures };
}
