import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { OrderRateTotals1764600000000 } from '../../migrations/1764600000000-OrderRateTotals.js';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Each order keeps its gross per VAT rate (orders.vat<rate>_gross_cents), kept by triggers on order_items; a payment
// of the order takes them over, and the reports add up the payments. Here they must always equal what the lines add
// up to, whoever changed the lines; the reports keep what was collected.
const RATES = [0, 10, 13, 20] as const;
const DAY = '2026-06-15';
const AT = '2026-06-15T10:00:00Z';

/** Per order: the stored gross per rate, and the same summed from its lines now. */
const STORED = `SELECT id, ${RATES.map((r) => `vat${r}_gross_cents AS g${r}`).join(', ')} FROM orders ORDER BY id`;
const FROM_LINES = `SELECT o.id, ${RATES.map((r) => `coalesce(sum(i.price_final_cents) FILTER (WHERE i.vat_rate = 'VAT_${r}'), 0)::int AS g${r}`).join(', ')}
  FROM orders o LEFT JOIN order_items i ON i.order_id = o.id GROUP BY o.id ORDER BY o.id`;
/** The VAT per rate computed from the lines per order and rate, as the reports did before the stored sums. */
const VAT_FROM_LINES = `SELECT rate, sum(gross)::bigint AS gross, sum(gross - round(gross * 100.0 / (100 + rate)))::bigint AS vat
  FROM (SELECT i.order_id, substr(i.vat_rate, 5)::int AS rate, sum(i.price_final_cents) AS gross
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.status = 'COMPLETED' AND o.submitted_at >= $1::timestamptz - interval '1 day' AND o.submitted_at < $1::timestamptz + interval '1 day'
        GROUP BY 1, 2) per_order_and_rate
  GROUP BY rate ORDER BY rate`;

describe('order gross per VAT rate (stored for the reports)', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  const orders: number[] = [];
  const db = () => t.app.get(DataSource);
  const stored = async (id: number) => (await db().query(`${STORED.replace(' ORDER BY id', '')} WHERE id = $1`, [id]))[0];
  const vatReport = async () =>
    (await t.http.get('/api/admin/reports/vat').query({ from: DAY, to: DAY }).set(bearer(api.jwt)).expect(200)).body as {
      rates: Array<{ rate: number; grossCents: number; vatCents: number }>;
    };
  /** The report's rates that have sales, in the shape of VAT_FROM_LINES. */
  const reportedRates = async () =>
    (await vatReport()).rates.filter((r) => r.grossCents > 0).map((r) => ({ rate: r.rate, gross: r.grossCents, vat: r.vatCents }));
  const fromLines = async () =>
    (await db().query<Array<{ rate: number; gross: string | number; vat: string | number }>>(VAT_FROM_LINES, [AT])).map((r) => ({
      rate: Number(r.rate),
      gross: Number(r.gross),
      vat: Number(r.vat),
    }));

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
    await db().query(`UPDATE menu_items SET vat_rate = 'VAT_13' WHERE name = 'Sachertorte'`);
    await db().query(`UPDATE menu_items SET vat_rate = 'VAT_0' WHERE name = 'Mineralwasser 0,33 l'`);
    const lines = [
      [
        { name: 'Wiener Schnitzel vom Kalb', extras: ['Preiselbeeren'] },
        { name: 'Grüner Veltliner 1/8', quantity: 2 },
      ],
      [
        { name: 'Sachertorte', extras: ['Schlagobers'] },
        { name: 'Mineralwasser 0,33 l', quantity: 3 },
      ],
      [{ name: 'Rindsgulasch', quantity: 3 }, { name: 'Melange' }, { name: 'Sachertorte' }],
    ];
    for (const order of lines) {
      const { orderId } = await placeOrder(t, { lines: order });
      await api.act(orderId, 'approve').expect(200);
      await api.act(orderId, 'complete').expect(200);
      await api.act(orderId, 'pay', { paymentMethod: 'CASH' }).expect(200);
      await db().query('UPDATE orders SET submitted_at = $2 WHERE id = $1', [orderId, AT]);
      await db().query('UPDATE payments SET paid_at = $2 WHERE order_id = $1', [orderId, AT]);
      orders.push(orderId);
    }
  });
  afterAll(() => t.close());

  it('are written by checkout (in its one statement) and equal the lines', async () => {
    expect(await db().query(STORED)).toEqual(await db().query(FROM_LINES));
    // Schnitzel with Preiselbeeren 25,80 (10 %), two 1/8 Veltliner 8,40 (20 %).
    expect(await stored(orders[0])).toEqual({ id: orders[0], g0: 0, g10: 2580, g13: 0, g20: 840 });
    const [{ gross }] = await db().query('SELECT gross_cents AS gross FROM orders WHERE id = $1', [orders[0]]);
    expect(gross).toBe(2580 + 840);
    expect(await reportedRates()).toEqual(await fromLines());
  });

  it('follow inserted, changed and deleted lines; the VAT report keeps what was collected', async () => {
    const collected = await reportedRates();
    const [a, b, c] = orders;
    await db().query(
      `INSERT INTO order_items (order_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents, price_final_cents, position)
       VALUES ($1, 'Nachbestellung', 'VAT_13', 'FOOD', 1, 1005, 1005, 9), ($2, 'Nachbestellung', 'VAT_20', 'BEVERAGE', 3, 333, 999, 9)`,
      [a, b],
    );
    expect(await stored(a)).toMatchObject({ g13: 1005 });
    // A line's price and rate, and a line moved to another order, in one statement.
    await db().query(
      `UPDATE order_items SET price_final_cents = price_final_cents + 1, vat_rate = 'VAT_20' WHERE order_id = $1 AND position = 0`,
      [c],
    );
    await db().query(`UPDATE order_items SET order_id = $2 WHERE order_id = $1 AND position = 9`, [b, c]);
    expect(await stored(b)).toMatchObject({ g20: 0 });
    // A paid line is held by what its payment paid of it (payment_items): that goes first here.
    await db().query(
      `DELETE FROM payment_items WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = $1 AND vat_rate = 'VAT_0')`,
      [b],
    );
    await db().query(`DELETE FROM order_items WHERE order_id = $1 AND vat_rate = 'VAT_0'`, [b]);
    expect(await stored(b)).toMatchObject({ g0: 0 });
    expect(await db().query(STORED)).toEqual(await db().query(FROM_LINES));
    expect(await reportedRates()).toEqual(collected);
  });

  it('leave the order alone when a change of lines does not touch their rates or prices', async () => {
    const [a] = orders;
    const [{ ctid: before }] = await db().query('SELECT ctid::text FROM orders WHERE id = $1', [a]);
    await db().query(`UPDATE order_items SET menu_item_name = menu_item_name || ' (alt)', menu_item_id = NULL WHERE order_id = $1`, [a]);
    const [{ ctid: after }] = await db().query('SELECT ctid::text FROM orders WHERE id = $1', [a]);
    expect(after).toBe(before);
  });

  it('are filled by the migration from the existing lines (backfill equals the lines)', async () => {
    const expected = await db().query(FROM_LINES);
    const migration = new OrderRateTotals1764600000000();
    const runner = db().createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await db().query(STORED)).toEqual(expected);
    // And the triggers are back.
    await db().query(`UPDATE order_items SET price_final_cents = price_final_cents + 10 WHERE order_id = $1`, [orders[1]]);
    expect(await db().query(STORED)).toEqual(await db().query(FROM_LINES));
  });
});
