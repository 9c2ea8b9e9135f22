import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { guestFlow, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startBareGuestServer } from './bare-http.js';
import { pool, Recorder, type Stats } from './load.js';
import type { BenchSizes } from './sizes.js';

/** Guests ordering at `sizes.concurrency` in flight; throughput is checkouts per second, latency per whole flow. */
export async function productCheckouts(
  client: Client,
  fixture: Fixture,
  sizes: BenchSizes,
  side = 'product',
): Promise<{ stats: Stats; orderIds: number[] }> {
  await pool({ count: 8, concurrency: 2, maxMs: 30_000 }, (i) => guestFlow(client, fixture, i));
  const flows = new Recorder('checkout', `${side}, 5 requests per flow (c=${sizes.concurrency})`);
  const orderIds: number[] = [];
  flows.start();
  await pool({ count: sizes.checkoutFlows, concurrency: sizes.concurrency, maxMs: sizes.checkoutMaxMs }, async (i) => {
    const orderId = await flows.time(() => guestFlow(client, fixture, i));
    if (orderId !== undefined) orderIds.push(orderId);
  });
  flows.stop();
  return { stats: flows.stats(), orderIds };
}

interface MenuRow {
  id: number;
  name: string;
  price: number;
  vat_rate: string;
  vat_category: string;
}

interface TableRow {
  id: number;
  table_number: number;
}

/**
 * One order written the way a checkout leaves it, in one transaction: the guest session, three basket
 * lines that the checkout then deletes, the order with its number from the counter (the column default), its items and
 * its CREATED event.
 */
async function writeOrder(db: pg.Pool, table: TableRow, items: MenuRow[], i: number): Promise<void> {
  const client = await db.connect();
  try {
    const sessionId = randomUUID();
    await client.query('BEGIN');
    await client.query(`INSERT INTO guest_sessions (id, table_id, entry_type) VALUES ($1, $2, 'TABLE')`, [sessionId, table.id]);
    // A guest ordering alone: the basket is the session's own (its id).
    await client.query(
      'INSERT INTO basket_items (basket_id, session_id, menu_item_id, quantity) VALUES ($1, $1, $2, 2), ($1, $1, $3, 1), ($1, $1, $4, 1)',
      [sessionId, items[0].id, items[1].id, items[2].id],
    );
    await client.query('DELETE FROM basket_items WHERE basket_id = $1', [sessionId]);
    const lines = items.map((item, k) => ({ item, quantity: k === 0 ? 2 : 1 }));
    const gross = lines.reduce((sum, l) => sum + l.item.price * l.quantity, 0);
    const {
      rows: [order],
    } = await client.query<{ id: number; order_number: number }>(
      `INSERT INTO orders (session_id, table_id, table_number, status, order_type, payment_method, gross_cents, items_count)
       VALUES ($1, $2, $3, 'IN_PROGRESS', 'DINE_IN', $4, $5, $6) RETURNING id, order_number`,
      [sessionId, table.id, table.table_number, i % 2 ? 'CARD' : 'CASH', gross, lines.reduce((n, l) => n + l.quantity, 0)],
    );
    const values = lines.map(
      (_, k) => `($1, $${k * 6 + 2}, $${k * 6 + 3}, $${k * 6 + 4}, $${k * 6 + 5}, $${k * 6 + 6}, $${k * 6 + 7}, $${k * 6 + 7}, ${k})`,
    );
    await client.query(
      `INSERT INTO order_items (order_id, menu_item_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents, price_final_cents, position)
       VALUES ${values.join(', ')}`,
      [order.id, ...lines.flatMap((l) => [l.item.id, l.item.name, l.item.vat_rate, l.item.vat_category, l.quantity, l.item.price])],
    );
    await client.query(`INSERT INTO order_events (order_id, session_id, type, message) VALUES ($1, $2, 'CREATED', $3)`, [
      order.id,
      sessionId,
      `Bestellung ${order.order_number} eingegangen`,
    ]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The checkout's limit: the same rows through `pg` directly, one transaction per order, a pool of `sizes.concurrency`. */
export async function directSqlCheckouts(databaseUrl: string, sizes: BenchSizes): Promise<Stats> {
  const db = new pg.Pool({
    connectionString: databaseUrl,
    max: sizes.concurrency,
    statement_timeout: 10_000,
    connectionTimeoutMillis: 10_000,
  });
  try {
    const { rows: tables } = await db.query<TableRow>('SELECT id, table_number FROM dining_tables WHERE active ORDER BY id');
    const { rows: menu } = await db.query<MenuRow>(
      `SELECT id, name, base_price_cents AS price, vat_rate, vat_category FROM menu_items WHERE available AND archived_at IS NULL ORDER BY id`,
    );
    if (tables.length === 0 || menu.length < 3) throw new Error('direct SQL checkout: the demo data has no tables or too few menu items');
    const pick = (i: number) => [0, 1, 2].map((k) => menu[(i + k) % menu.length]);
    await pool({ count: 20, concurrency: 4, maxMs: 10_000 }, (i) => writeOrder(db, tables[i % tables.length], pick(i), i));
    const flows = new Recorder('checkout', `pg directly, 1 transaction per order (pool of ${sizes.concurrency})`);
    flows.start();
    await pool({ count: sizes.checkoutFlows, concurrency: sizes.concurrency, maxMs: sizes.checkoutMaxMs }, (i) =>
      flows.time(() => writeOrder(db, tables[i % tables.length], pick(i), i)),
    );
    flows.stop();
    return flows.stats();
  } finally {
    await db.end();
  }
}

/**
 * The same guest flows against bare-guest-server.js on the product's database: the guest API's requests
 * on node:http and `pg` with one statement each, what any server of this API pays on this machine.
 */
export async function bareApiCheckouts(databaseUrl: string, fixture: Fixture, sizes: BenchSizes): Promise<Stats> {
  const bare = await startBareGuestServer(databaseUrl);
  try {
    return (await productCheckouts(new Client(bare.baseUrl), fixture, sizes, 'bare node:http + pg, 1 statement per request')).stats;
  } finally {
    await bare.stop();
  }
}
