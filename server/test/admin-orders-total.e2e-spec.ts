import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { COUNT_AHEAD } from '../src/orders/orders.repository.js';
import { adminOrders, type AdminOrdersApi } from './support/admin-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SEEDED = COUNT_AHEAD + 200;

/** The order list counts its total exactly only up to COUNT_AHEAD orders past the page (docs/decisions.md). */
describe('admin order list total beyond the counting cap', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  let completed: number;

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
    await t.app.get(DataSource).query(
      `INSERT INTO orders (status, order_type, payment_method, payment_status, gross_cents, items_count, submitted_at)
       SELECT 'COMPLETED', 'TAKEAWAY', 'CASH', 'PAID', 1000, 1, now() - make_interval(mins => g) FROM generate_series(1, $1) g`,
      [SEEDED],
    );
    const [row] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM orders WHERE status = 'COMPLETED'`);
    completed = row.n;
    expect(completed).toBeGreaterThanOrEqual(SEEDED);
  });
  afterAll(() => t.close());

  it('answers "more than the cap" on the first page and the exact total once the cap reaches past the end', async () => {
    const first = (await api.list({ status: 'COMPLETED', size: 12 }).expect(200)).body;
    expect(first.totalElements).toBe(COUNT_AHEAD + 1);
    expect(first.content).toHaveLength(12);
    const later = (await api.list({ status: 'COMPLETED', size: 12, page: 20 }).expect(200)).body;
    expect(later.totalElements).toBe(completed);
    const beyond = (await api.list({ status: 'COMPLETED', size: 100, page: Math.ceil(completed / 100) }).expect(200)).body;
    expect(beyond.content).toHaveLength(0);
    expect(beyond.totalElements).toBe(completed);
  });

  it('sorts the newest first by submission time, then id', async () => {
    const page = (await api.list({ status: 'COMPLETED', size: 5, sort: 'submittedAt,desc' }).expect(200)).body;
    const times = page.content.map((o: { submittedAt: string }) => Date.parse(o.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
