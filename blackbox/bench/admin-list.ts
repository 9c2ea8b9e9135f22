import pg from 'pg';
import type { Client } from '../harness/http.js';
import { Recorder, type Stats } from './load.js';
import type { PgWireCounter } from './pg-wire-counter.js';

/** The back office's default orders page: open orders, oldest first, 12 a page (admin-ui/src/orders). */
export const ADMIN_LIST_PATH = '/api/admin/orders?page=0&size=12&sort=submittedAt%2Casc&status=IN_PROGRESS&status=APPROVED';

const YEAR_SECONDS = 365 * 24 * 3600;
/** Open orders among the seeded ones (the newest): a restaurant has a few dozen open at a time. */
const OPEN_ORDERS = 30;

/**
 * Bulk-seeds `count` orders spread over the past year (3 items each, a CREATED event and, when closed, the
 * closing event) in three INSERT … SELECT statements. With `withOpen`, the newest OPEN_ORDERS stay open
 * (IN_PROGRESS, then APPROVED); the rest are completed, every 50th rejected and every 50th canceled.
 */
async function seedOrders(db: pg.Client, count: number, withOpen: boolean): Promise<void> {
  const open = withOpen ? OPEN_ORDERS : 0;
  await db.query('BEGIN');
  const {
    rows: [{ before }],
  } = await db.query<{ before: number }>('SELECT coalesce(max(id), 0)::int AS before FROM orders');
  const menu = `(SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names, array_agg(base_price_cents ORDER BY id) AS prices,
      array_agg(vat_rate ORDER BY id) AS rates, array_agg(vat_category ORDER BY id) AS cats, count(*)::int AS n
    FROM menu_items WHERE archived_at IS NULL)`;
  await db.query(
    `INSERT INTO orders (id, order_number, table_id, table_number, status, order_type, payment_method, payment_status, gross_cents, items_count,
       submitted_at, created_at, updated_at)
     SELECT $1::int + g, c.last_number + g,
       CASE WHEN g % 5 = 0 THEN NULL ELSE t.ids[1 + g % t.n] END,
       CASE WHEN g % 5 = 0 THEN NULL ELSE t.numbers[1 + g % t.n] END,
       CASE WHEN g <= $3 * 2 / 3 THEN 'IN_PROGRESS' WHEN g <= $3 THEN 'APPROVED'
            WHEN g % 50 = 0 THEN 'REJECTED' WHEN g % 50 = 1 THEN 'CANCELED' ELSE 'COMPLETED' END,
       CASE WHEN g % 5 = 0 THEN 'TAKEAWAY' ELSE 'DINE_IN' END,
       CASE WHEN g % 2 = 0 THEN 'CASH' ELSE 'CARD' END,
       CASE WHEN g > $3 AND g % 50 > 1 THEN 'PAID' ELSE 'PENDING' END,
       2 * m.prices[1 + ($1::int + g) % m.n] + m.prices[1 + ($1::int + g + 1) % m.n] + m.prices[1 + ($1::int + g + 2) % m.n],
       4,
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int),
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int),
       now() - make_interval(secs => (g - 1) * ${YEAR_SECONDS}.0 / $2::int) + CASE WHEN g > $3 THEN interval '20 minutes' ELSE interval '0' END
     FROM generate_series(1, $2::int) AS g,
       (SELECT array_agg(id ORDER BY id) AS ids, array_agg(table_number ORDER BY id) AS numbers, count(*)::int AS n FROM dining_tables WHERE active) AS t,
       ${menu} AS m, order_number_counter c`,
    [before, count, open],
  );
  await db.query(
    `INSERT INTO order_items (order_id, menu_item_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents, price_final_cents, position)
     SELECT o.id, m.ids[1 + (o.id + k) % m.n], m.names[1 + (o.id + k) % m.n], m.rates[1 + (o.id + k) % m.n], m.cats[1 + (o.id + k) % m.n],
       CASE WHEN k = 0 THEN 2 ELSE 1 END, m.prices[1 + (o.id + k) % m.n], m.prices[1 + (o.id + k) % m.n], k
     FROM orders o, generate_series(0, 2) AS k, ${menu} AS m
     WHERE o.id > $1`,
    [before],
  );
  await db.query(
    `INSERT INTO order_events (order_id, type, message, actor_user, created_at)
     SELECT o.id, 'CREATED', 'Bestellung ' || o.order_number || ' eingegangen', NULL, o.submitted_at FROM orders o WHERE o.id > $1
     UNION ALL
     SELECT o.id, CASE o.status WHEN 'IN_PROGRESS' THEN 'APPROVED' ELSE o.status END, '', 'admin', o.updated_at
     FROM orders o WHERE o.id > $1 AND o.status <> 'IN_PROGRESS'
     ORDER BY 5`,
    [before],
  );
  await db.query(`SELECT setval('orders_id_seq', (SELECT max(id) FROM orders))`);
  // Numbered here, not by the column default: that would update the counter row once per order.
  await db.query('UPDATE order_number_counter SET last_number = last_number + $1', [count]);
  await db.query('COMMIT');
  await db.query('ANALYZE orders, order_items, order_events');
}

/** The checkout measures' orders are closed first, so the page shows the seeded open orders at both sizes. */
async function closeEarlierOrders(db: pg.Client): Promise<void> {
  await db.query(`UPDATE orders SET status = 'COMPLETED', updated_at = now() WHERE status IN ('IN_PROGRESS', 'APPROVED')`);
}

export interface AdminListSize {
  orders: number;
  seedMs: number;
  stats: Stats;
  statementsPerRequest: number;
}

/** p95 of the default list page, requested one at a time. */
async function timeList(client: Client, token: string, requests: number, orders: number): Promise<Stats> {
  for (let i = 0; i < 5; i += 1) await client.get(ADMIN_LIST_PATH, token);
  const recorder = new Recorder('admin list', `${orders} orders`);
  recorder.start();
  for (let i = 0; i < requests; i += 1) await recorder.time(() => client.get(ADMIN_LIST_PATH, token));
  recorder.stop();
  return recorder.stats();
}

/**
 * SQL statements per list request on a product process whose DATABASE_URL goes through `counter`; what the
 * process sends on its own meanwhile (live adapter, sweeps) is measured over an idle window of the same
 * length and subtracted.
 */
async function countStatements(counted: Client, token: string, counter: PgWireCounter): Promise<number> {
  const requests = 20;
  await counted.get(ADMIN_LIST_PATH, token);
  const before = counter.statements;
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) await counted.get(ADMIN_LIST_PATH, token);
  const busy = counter.statements - before;
  const elapsed = performance.now() - started;
  const idleBefore = counter.statements;
  await new Promise((resolve) => setTimeout(resolve, Math.min(5000, Math.max(200, elapsed))));
  const idle = counter.statements - idleBefore;
  return Math.max(0, busy - idle) / requests;
}

/** Seeds to each size in turn and measures the list on `client` and its statements on `counted` (the proxied process). */
export async function measureAdminList(
  databaseUrl: string,
  client: Client,
  counted: Client,
  token: string,
  counter: PgWireCounter,
  sizes: [number, number],
  requests: number,
): Promise<AdminListSize[]> {
  const db = new pg.Client({ connectionString: databaseUrl, statement_timeout: 120_000 });
  await db.connect();
  const results: AdminListSize[] = [];
  try {
    await closeEarlierOrders(db);
    let seeded = 0;
    for (const [i, size] of sizes.entries()) {
      const started = performance.now();
      await seedOrders(db, size - seeded, i === 0);
      const seedMs = performance.now() - started;
      seeded = size;
      const stats = await timeList(client, token, requests, size);
      results.push({ orders: size, seedMs, stats, statementsPerRequest: await countStatements(counted, token, counter) });
    }
  } finally {
    await db.end();
  }
  return results;
}
