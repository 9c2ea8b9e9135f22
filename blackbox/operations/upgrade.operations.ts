import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { InitialSchema1763800000000 } from '../../migrations/1763800000000-InitialSchema.js';
import { createPglitePgModule } from '../../server/src/database/pglite-pool.js';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { createDatabase, DATABASES, POSTGRES_URL } from '../harness/databases.js';
import { Client } from '../harness/http.js';
import { ADMIN, startServer, type RunningServer } from '../harness/server-process.js';
import { cents, type StaffOrder } from './support/operations.js';

// A database made by the first release (only migrations/1763800000000-InitialSchema), with data as that schema held
// it, upgraded by starting today's product on it: the later migrations run at start and must keep every row working.
const DAY = '2026-06-15';
const TABLE_QR = 'old-release-table-seven-0000000001';
const SESSION_ID = '3f0c6f0e-8d0b-4a57-9d55-8a8f2a0b7c11';

/** The first release's data: a menu with an extra ("adding"), a table, a guest with a basket, three orders, one invoiced. */
const FIRST_RELEASE_DATA = (adminHash: string) => `
  INSERT INTO menu_types (id, code, name) VALUES (1, 'FOOD', 'Speisen'), (2, 'DRINKS', 'Getränke');
  INSERT INTO categories (id, type_id, name) VALUES (1, 1, 'Hauptspeisen'), (2, 2, 'Wein');
  INSERT INTO menu_items (id, category_id, name, base_price_cents, vat_rate, vat_category) VALUES
    (1, 1, 'Wiener Schnitzel', 2430, 'VAT_10', 'FOOD'), (2, 2, 'Grüner Veltliner 1/8', 420, 'VAT_20', 'ALCOHOLIC');
  INSERT INTO addings (id, name, price_cents, type_ids) VALUES (1, 'Preiselbeeren', 150, '{1}');
  INSERT INTO dining_tables (id, table_number, qr_code) VALUES (1, 7, '${TABLE_QR}');
  INSERT INTO guest_sessions (id, table_id, entry_type) VALUES ('${SESSION_ID}', 1, 'TABLE');
  INSERT INTO basket_items (session_id, menu_item_id, quantity, adding_ids) VALUES ('${SESSION_ID}', 1, 1, '{1}');
  INSERT INTO users (username, password_hash, roles) VALUES ('Admin', '${adminHash}', '{ADMIN}');
  UPDATE app_info SET app_name = 'Gasthaus Alt', invoice_prefix = 'RE-', last_invoice_no = 1 WHERE id = 1;
  INSERT INTO orders (id, session_id, table_id, table_number, status, order_type, payment_method, payment_status,
                      gross_cents, items_count, invoice_number, invoiced_at, submitted_at) VALUES
    (1, '${SESSION_ID}', 1, 7, 'COMPLETED', 'DINE_IN', 'CASH', 'PAID', 3420, 3, 'RE-1', '${DAY}T10:30:00Z', '${DAY}T10:00:00Z'),
    (2, '${SESSION_ID}', 1, 7, 'COMPLETED', 'DINE_IN', 'CARD', 'PAID', 4860, 2, NULL, NULL, '${DAY}T11:00:00Z'),
    (3, '${SESSION_ID}', 1, 7, 'IN_PROGRESS', 'DINE_IN', 'CASH', 'PENDING', 420, 1, NULL, NULL, '${DAY}T12:00:00Z');
  INSERT INTO order_items (order_id, menu_item_id, menu_item_name, type_code, vat_rate, vat_category, quantity,
                           unit_price_cents, price_final_cents, addings, position) VALUES
    (1, 1, 'Wiener Schnitzel', 'FOOD', 'VAT_10', 'FOOD', 1, 2580, 2580, '[{"addingId": 1, "name": "Preiselbeeren", "priceCents": 150}]', 0),
    (1, 2, 'Grüner Veltliner 1/8', 'DRINKS', 'VAT_20', 'ALCOHOLIC', 2, 420, 840, '[]', 1),
    (2, 1, 'Wiener Schnitzel', 'FOOD', 'VAT_10', 'FOOD', 2, 2430, 4860, '[]', 0),
    (3, 2, 'Grüner Veltliner 1/8', 'DRINKS', 'VAT_20', 'ALCOHOLIC', 1, 420, 420, '[]', 0);
  INSERT INTO order_events (order_id, session_id, type, message) VALUES
    (1, '${SESSION_ID}', 'CREATED', 'Bestellung eingegangen'), (2, '${SESSION_ID}', 'CREATED', 'Bestellung eingegangen'),
    (3, '${SESSION_ID}', 'CREATED', 'Bestellung eingegangen');
  ${['menu_types', 'categories', 'menu_items', 'addings', 'dining_tables', 'orders'].map((t) => `SELECT setval('${t}_id_seq', (SELECT max(id) FROM ${t}));`).join('\n  ')}
`;

/** Creates the first release's schema through TypeORM's migration runner, as that release did at its start. */
async function firstReleaseDatabase(options: DataSourceOptions, adminHash: string): Promise<void> {
  const dataSource = await new DataSource({ ...options, migrations: [InitialSchema1763800000000], migrationsRun: false }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
    await dataSource.query(FIRST_RELEASE_DATA(adminHash));
  } finally {
    await dataSource.destroy();
  }
}

describe.each(DATABASES)('upgrade from the first release (%s)', (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-upgrade-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  let server: RunningServer;
  let client: Client;
  let jwt: string;

  beforeAll(async () => {
    assertBuilt();
    const adminHash = await hash(ADMIN.password);
    if (database === 'postgres') {
      const created = await createDatabase(POSTGRES_URL!);
      ({ url: databaseUrl, drop: dropDatabase } = created);
      await firstReleaseDatabase({ type: 'postgres', url: created.url }, adminHash);
    } else {
      const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
      await firstReleaseDatabase({ type: 'postgres', driver: createPglitePgModule(db), poolSize: 1, installExtensions: false }, adminHash);
    }
    server = await startServer(MAIN_JS, databaseUrl ? { sharedDatabaseUrl: databaseUrl } : { dataDir });
    client = new Client(server.baseUrl);
    // The first release's account "Admin" logs in as "admin": the later username key was filled from it.
    jwt = (await client.post<{ jwt: string }>('/api/auth', ADMIN)).jwt;
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const order = (id: number) =>
    client.get<StaffOrder & { taxBreakdown: Array<{ code: string; gross: number }> }>(`/api/admin/orders/${id}`, jwt);

  it('keeps the old orders whole: lines, extras (then "addings"), totals, the invoice number', async () => {
    const first = await order(1);
    expect(first).toMatchObject({ orderNumber: 100, status: 'COMPLETED', grossAmount: 34.2, itemsCount: 3, invoiceNumber: 'RE-1' });
    expect(first.items.map((i) => [i.menuItemName, i.quantity, cents(i.priceFinal), i.addings])).toEqual([
      ['Wiener Schnitzel', 1, 2580, ['Preiselbeeren']],
      ['Grüner Veltliner 1/8', 2, 840, []],
    ]);
    expect(first.taxBreakdown.map((t) => [t.code, cents(t.gross)])).toEqual([
      ['VAT_10', 2580],
      ['VAT_20', 840],
    ]);
    expect((await order(2)).items).toHaveLength(1);
    expect(await order(3)).toMatchObject({ orderNumber: 102, status: 'IN_PROGRESS', grossAmount: 4.2 });
  });

  it("fills the reports' per-rate totals of the old orders", async () => {
    const report = await client.get<{ rates: Array<{ rate: number; grossCents: number; vatCents: number }> }>(
      `/api/admin/reports/vat?from=${DAY}&to=${DAY}`,
      jwt,
    );
    // Completed orders 1 and 2: 10 %: 25,80 + 48,60 (VAT 2,35 + 4,42), 20 %: 8,40 (VAT 1,40); the open order 3 is not counted.
    expect(report.rates).toEqual([
      { rate: 0, netCents: 0, vatCents: 0, grossCents: 0 },
      { rate: 10, netCents: 7440 - 677, vatCents: 677, grossCents: 7440 },
      { rate: 13, netCents: 0, vatCents: 0, grossCents: 0 },
      { rate: 20, netCents: 840 - 140, vatCents: 140, grossCents: 840 },
    ]);
  });

  it('books the old completed orders as paid on the day they were placed, and leaves the open one to be paid', async () => {
    const payment = (id: number) =>
      client.get<{ method: string; amountCents: number; paidAt: string }>(`/api/admin/orders/${id}/payment`, jwt);
    expect(await payment(1)).toMatchObject({ method: 'CASH', amountCents: 3420, paidAt: `${DAY}T10:00:00.000Z` });
    expect(await payment(2)).toMatchObject({ method: 'CARD', amountCents: 4860 });
    expect((await order(3)).allowedActions).toContain('pay');
    const closing = await client.get<{ orders: number; grossCents: number; openGrossCents: number }>(
      `/api/admin/reports/daily-closing?date=${DAY}`,
      jwt,
    );
    expect(closing).toMatchObject({ orders: 2, grossCents: 3420 + 4860, openGrossCents: 420 });
  });

  it('prints the old invoice under its old number and numbers the next one after it', async () => {
    expect(await client.get<number>('/api/admin/orders/1/invoice', jwt)).toBeGreaterThan(1000);
    expect((await order(1)).invoiceNumber).toBe('RE-1');
    expect(await client.get<number>('/api/admin/orders/2/invoice', jwt)).toBeGreaterThan(1000);
    expect((await order(2)).invoiceNumber).toBe('RE-2');
  });

  it('takes a new order at the old table, with the old extra, numbered after the old ones', async () => {
    const session = await client.post<{ sessionId: string; jwt: string; tableNumber: number }>(`/api/sessions/start/${TABLE_QR}`);
    expect(session.tableNumber).toBe(7);
    const base = `/api/sessions/${session.sessionId}`;
    await client.post(`${base}/basket/items`, { menuItemId: 1, quantity: 1, addingIds: [1] }, session.jwt);
    await client.post(`${base}/basket/items`, { menuItemId: 2, quantity: 2 }, session.jwt);
    const checkout = await client.post<{ orderId: number; orderNumber: number; totalPrice: number }>(
      `${base}/checkout`,
      { paymentMethod: 'CARD' },
      session.jwt,
    );
    expect(checkout).toMatchObject({ orderId: 4, orderNumber: 103, totalPrice: 34.2 });
    const placed = await order(checkout.orderId);
    expect(placed.items.map((i) => [i.menuItemName, i.quantity, cents(i.priceFinal), i.addings])).toEqual([
      ['Wiener Schnitzel', 1, 2580, ['Preiselbeeren']],
      ['Grüner Veltliner 1/8', 2, 840, []],
    ]);
  });
});
