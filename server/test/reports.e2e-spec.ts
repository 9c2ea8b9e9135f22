import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, type OrderLine, placeOrder } from './support/admin-orders.js';
import { startTableSession } from './support/guest.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Known orders at known instants (UTC) around midnight and both 2026 DST switches in Europe/Vienna
// (2026-03-29 02:00 CET → 03:00 CEST, 2026-10-25 03:00 CEST → 02:00 CET). Prices of the demo menu; Sachertorte
// is taxed at 13 % and mineral water at 0 % for these tests, so every rate occurs. Expected figures worked out
// by hand: VAT per order and rate, gross − round(gross × 100 / (100 + rate)).
const SCHNITZEL = { name: 'Wiener Schnitzel vom Kalb' }; // 24,90, 10 %
const PLACED: Record<string, { at: string; paymentMethod: 'CASH' | 'CARD'; table: number | null; lines: OrderLine[] }> = {
  // Sat 2026-03-28 23:59 CET — 10 %: 25,80 (VAT 2,35); 20 %: 8,40 (1,40)
  A: {
    at: '2026-03-28T22:59:00Z',
    paymentMethod: 'CASH',
    table: 1,
    lines: [
      { ...SCHNITZEL, extras: ['Preiselbeeren'] },
      { name: 'Grüner Veltliner 1/8', quantity: 2 },
    ],
  },
  // Sun 2026-03-29 00:01 CET — 13 %: 15,00 (1,73); 0 %: 3,20
  B: {
    at: '2026-03-28T23:01:00Z',
    paymentMethod: 'CARD',
    table: null,
    lines: [{ name: 'Sachertorte', quantity: 2, extras: ['Schlagobers'] }, { name: 'Mineralwasser 0,33 l' }],
  },
  // Sun 2026-03-29 03:30 CEST (just after the switch) — 10 %: 19,40 (1,76); 20 %: 4,30 (0,72)
  C: {
    at: '2026-03-29T01:30:00Z',
    paymentMethod: 'CARD',
    table: 2,
    lines: [{ name: 'Rindsgulasch', extras: ['Speck', 'Extra Käse'] }, { name: 'Melange' }],
  },
  // Mon 2026-03-30 00:30 CEST (still the 29th in UTC) — 10 %: 15,60 (1,42)
  D: { at: '2026-03-29T22:30:00Z', paymentMethod: 'CASH', table: 3, lines: [{ name: 'Frittatensuppe', quantity: 3 }] },
  // Sun 2026-10-25 02:30 CEST, the first 02:30 — 20 %: 12,90 (2,15)
  E: { at: '2026-10-25T00:30:00Z', paymentMethod: 'CASH', table: 1, lines: [{ name: 'Melange', quantity: 3 }] },
  // Sun 2026-10-25 02:30 CET, the second 02:30 — 10 %: 15,90 (1,45); 20 %: 3,90 (0,65)
  F: { at: '2026-10-25T01:30:00Z', paymentMethod: 'CARD', table: null, lines: [{ name: 'Rindsgulasch' }, { name: 'Almdudler 0,35 l' }] },
  // Sun 2026-10-25 23:59 CET — 10 %: 51,60 (4,69); 20 %: 4,20 (0,70); 13 %: 6,50 (0,75); 0 %: 6,40
  G: {
    at: '2026-10-25T22:59:00Z',
    paymentMethod: 'CARD',
    table: 4,
    lines: [
      { ...SCHNITZEL, quantity: 2, extras: ['Preiselbeeren'] },
      { name: 'Grüner Veltliner 1/8' },
      { name: 'Sachertorte' },
      { name: 'Mineralwasser 0,33 l', quantity: 2 },
    ],
  },
  // Mon 2026-10-26 00:01 CET — 13 %: 7,50 (0,86)
  H: { at: '2026-10-25T23:01:00Z', paymentMethod: 'CASH', table: 5, lines: [{ name: 'Sachertorte', extras: ['Schlagobers'] }] },
  // Fri 2026-03-27 23:59 CET: the day before the range
  before: { at: '2026-03-27T22:59:00Z', paymentMethod: 'CASH', table: 1, lines: [{ name: 'Frittatensuppe' }] },
};
const CANCELED = { at: '2026-10-25T11:00:00Z', paymentMethod: 'CARD' as const, table: 6, lines: [{ name: 'Melange' }] }; // 4,30
const REJECTED = {
  at: '2026-03-29T10:00:00Z',
  paymentMethod: 'CASH' as const,
  table: 7,
  lines: [{ name: 'Almdudler 0,35 l', quantity: 2 }],
}; // 7,80
const OPEN = { at: '2026-03-29T11:00:00Z', paymentMethod: 'CASH' as const, table: 8, lines: [{ name: 'Frittatensuppe' }] };
// Served on 25 October and not paid: in the daily closing's open orders, in no revenue. 2 × 4,30
const SERVED_UNPAID = { at: '2026-10-25T12:00:00Z', paymentMethod: 'CARD' as const, table: 9, lines: [{ name: 'Melange', quantity: 2 }] };
// E is collected by a waiter in cash with a tip (20,00 € given for 12,90 € and 1,10 € tip: 6,00 € change); F by the
// admin on a card with a tip. Tips are never revenue.
const PAID_WITH: Record<string, { tipCents?: number; givenCents?: number; byWaiter?: true }> = {
  E: { tipCents: 110, givenCents: 2000, byWaiter: true },
  F: { tipCents: 200 },
};

const RANGE = { from: '2026-03-28', to: '2026-10-26' };

/** "1.234,56 €" → 123456 */
const cents = (euro: string) => Math.round(Number(euro.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

describe('reports', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  let auth: { Authorization: string };
  let waiter: { username: string; jwt: string };
  const ids: Record<string, number> = {};

  const db = () => t.app.get(DataSource);
  const report = (path: string, query: Record<string, string>) => t.http.get(`/api/admin/reports/${path}`).query(query).set(auth);

  async function place(key: string, order: (typeof PLACED)[string], finish: (id: number) => Promise<unknown>) {
    const { orderId } = await placeOrder(t, { table: order.table, paymentMethod: order.paymentMethod, lines: order.lines });
    await finish(orderId);
    await db().query('UPDATE orders SET submitted_at = $2, created_at = $2 WHERE id = $1', [orderId, order.at]);
    ids[key] = orderId;
  }

  const complete = async (id: number) => {
    await api.act(id, 'approve').expect(200);
    await api.act(id, 'complete').expect(200);
  };

  /** Pays the order as its guest chose, collected at the instant it was placed (the day the reports count it on). */
  const pay = async (key: string) => {
    const order = PLACED[key];
    const { byWaiter, ...details } = PAID_WITH[key] ?? {};
    await t.http
      .post(`/api/admin/orders/${ids[key]}/pay`)
      .set(bearer(byWaiter ? waiter.jwt : api.jwt))
      .send({ paymentMethod: order.paymentMethod, ...details })
      .expect(200);
    await db().query('UPDATE payments SET paid_at = $2 WHERE order_id = $1', [ids[key], order.at]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
    auth = bearer(api.jwt);
    await db().query(`UPDATE menu_items SET vat_rate = 'VAT_13' WHERE name = 'Sachertorte'`);
    await db().query(`UPDATE menu_items SET vat_rate = 'VAT_0' WHERE name = 'Mineralwasser 0,33 l'`);
    for (const [key, order] of Object.entries(PLACED)) await place(key, order, complete);
    await place('canceled', CANCELED, (id) => api.act(id, 'cancel').expect(200));
    await place('rejected', REJECTED, (id) => api.act(id, 'reject', { reason: 'Küche geschlossen' }).expect(200));
    await place('open', OPEN, async () => undefined);
    await place('servedUnpaid', SERVED_UNPAID, complete);
    waiter = await staffWithRoles(t, api.jwt, ['WAITER'], 'kellner1');
    // Invoices (issued at payment) numbered from RE-9, so RE-10 sorts before RE-9 as text: G gets RE-9, E RE-10, F
    // last (RE-16).
    await db().query('UPDATE app_info SET last_invoice_no = 8');
    for (const key of ['G', 'E', 'A', 'B', 'C', 'D', 'H', 'F', 'before']) await pay(key);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums revenue per local day, on both sides of midnight and of both DST switches', async () => {
    const res = await report('revenue', { ...RANGE, granularity: 'day' }).expect(200);
    expect(res.body).toEqual({
      granularity: 'day',
      rows: [
        { period: '2026-03-28', periodStart: '2026-03-28', orders: 1, grossCents: 3420, netCents: 3045, vatCents: 375, averageCents: 3420 },
        { period: '2026-03-29', periodStart: '2026-03-29', orders: 2, grossCents: 4190, netCents: 3769, vatCents: 421, averageCents: 2095 },
        { period: '2026-03-30', periodStart: '2026-03-30', orders: 1, grossCents: 1560, netCents: 1418, vatCents: 142, averageCents: 1560 },
        {
          period: '2026-10-25',
          periodStart: '2026-10-25',
          orders: 3,
          grossCents: 10140,
          netCents: 9101,
          vatCents: 1039,
          averageCents: 3380,
        },
        { period: '2026-10-26', periodStart: '2026-10-26', orders: 1, grossCents: 750, netCents: 664, vatCents: 86, averageCents: 750 },
      ],
      totals: { orders: 8, grossCents: 20060, netCents: 17997, vatCents: 2063, averageCents: 2508 },
    });
  });

  it('sums revenue per ISO week and per month', async () => {
    const weeks = await report('revenue', { ...RANGE, granularity: 'week' }).expect(200);
    expect(weeks.body.rows).toEqual([
      { period: '2026-W13', periodStart: '2026-03-23', orders: 3, grossCents: 7610, netCents: 6814, vatCents: 796, averageCents: 2537 },
      { period: '2026-W14', periodStart: '2026-03-30', orders: 1, grossCents: 1560, netCents: 1418, vatCents: 142, averageCents: 1560 },
      { period: '2026-W43', periodStart: '2026-10-19', orders: 3, grossCents: 10140, netCents: 9101, vatCents: 1039, averageCents: 3380 },
      { period: '2026-W44', periodStart: '2026-10-26', orders: 1, grossCents: 750, netCents: 664, vatCents: 86, averageCents: 750 },
    ]);
    const months = await report('revenue', { ...RANGE, granularity: 'month' }).expect(200);
    expect(months.body.rows).toEqual([
      { period: '2026-03', periodStart: '2026-03-01', orders: 4, grossCents: 9170, netCents: 8232, vatCents: 938, averageCents: 2293 },
      { period: '2026-10', periodStart: '2026-10-01', orders: 4, grossCents: 10890, netCents: 9765, vatCents: 1125, averageCents: 2723 },
    ]);
    expect(months.body.totals).toEqual(weeks.body.totals);
  });

  it('answers empty rows and zero totals for a range without orders', async () => {
    const res = await report('revenue', { from: '2026-05-01', to: '2026-05-31' }).expect(200);
    expect(res.body).toEqual({
      granularity: 'day',
      rows: [],
      totals: { orders: 0, grossCents: 0, netCents: 0, vatCents: 0, averageCents: 0 },
    });
  });

  it('counts orders by local hour (both 02:30 of 25 October at 2 o’clock) and ISO weekday', async () => {
    const res = await report('busy-times', RANGE).expect(200);
    const hours = Object.fromEntries(Array.from({ length: 24 }, (_, hour) => [hour, { hour, orders: 0, grossCents: 0 }]));
    Object.assign(hours, {
      0: { hour: 0, orders: 3, grossCents: 4130 },
      2: { hour: 2, orders: 2, grossCents: 3270 },
      3: { hour: 3, orders: 1, grossCents: 2370 },
      23: { hour: 23, orders: 2, grossCents: 10290 },
    });
    expect(res.body.byHour).toEqual(Object.values(hours));
    expect(res.body.byWeekday).toEqual([
      { weekday: 1, orders: 2, grossCents: 2310 },
      { weekday: 2, orders: 0, grossCents: 0 },
      { weekday: 3, orders: 0, grossCents: 0 },
      { weekday: 4, orders: 0, grossCents: 0 },
      { weekday: 5, orders: 0, grossCents: 0 },
      { weekday: 6, orders: 1, grossCents: 3420 },
      { weekday: 7, orders: 5, grossCents: 14330 },
    ]);
  });

  it('reports products with extras in their line totals, categories, unsold products and extras', async () => {
    const res = await report('products', RANGE).expect(200);
    const { products, categories, extras } = res.body;
    const item = async (name: string) => (await db().query('SELECT id FROM menu_items WHERE name = $1', [name]))[0].id;
    expect(products.slice(0, 8)).toEqual([
      { menuItemId: await item(SCHNITZEL.name), name: SCHNITZEL.name, categoryName: 'Hauptspeisen', quantity: 3, grossCents: 7740 },
      { menuItemId: await item('Rindsgulasch'), name: 'Rindsgulasch', categoryName: 'Hauptspeisen', quantity: 2, grossCents: 3530 },
      { menuItemId: await item('Sachertorte'), name: 'Sachertorte', categoryName: 'Mehlspeisen', quantity: 4, grossCents: 2900 },
      { menuItemId: await item('Melange'), name: 'Melange', categoryName: 'Kaffee & Tee', quantity: 4, grossCents: 1720 },
      { menuItemId: await item('Frittatensuppe'), name: 'Frittatensuppe', categoryName: 'Suppen', quantity: 3, grossCents: 1560 },
      {
        menuItemId: await item('Grüner Veltliner 1/8'),
        name: 'Grüner Veltliner 1/8',
        categoryName: 'Bier & Wein',
        quantity: 3,
        grossCents: 1260,
      },
      {
        menuItemId: await item('Mineralwasser 0,33 l'),
        name: 'Mineralwasser 0,33 l',
        categoryName: 'Alkoholfreie Getränke',
        quantity: 3,
        grossCents: 960,
      },
      {
        menuItemId: await item('Almdudler 0,35 l'),
        name: 'Almdudler 0,35 l',
        categoryName: 'Alkoholfreie Getränke',
        quantity: 1,
        grossCents: 390,
      },
    ]);
    const [{ active }] = await db().query('SELECT count(*)::int AS active FROM menu_items WHERE archived_at IS NULL');
    expect(products).toHaveLength(active);
    const unsold = products.slice(8);
    expect(unsold.every((p: { quantity: number; grossCents: number }) => p.quantity === 0 && p.grossCents === 0)).toBe(true);
    const names = unsold.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(categories.filter((c: { grossCents: number }) => c.grossCents > 0)).toEqual([
      { categoryName: 'Hauptspeisen', quantity: 5, grossCents: 11270 },
      { categoryName: 'Mehlspeisen', quantity: 4, grossCents: 2900 },
      { categoryName: 'Kaffee & Tee', quantity: 4, grossCents: 1720 },
      { categoryName: 'Suppen', quantity: 3, grossCents: 1560 },
      { categoryName: 'Alkoholfreie Getränke', quantity: 4, grossCents: 1350 },
      { categoryName: 'Bier & Wein', quantity: 3, grossCents: 1260 },
    ]);
    expect(extras).toEqual([
      { name: 'Schlagobers', quantity: 3, grossCents: 300 },
      { name: 'Preiselbeeren', quantity: 3, grossCents: 270 },
      { name: 'Speck', quantity: 1, grossCents: 200 },
      { name: 'Extra Käse', quantity: 1, grossCents: 150 },
    ]);
  });

  it('keeps a sold product that was archived since, under its current name', async () => {
    await db().query(`UPDATE menu_items SET archived_at = now() WHERE name = 'Almdudler 0,35 l'`);
    try {
      const { products } = (await report('products', RANGE).expect(200)).body;
      expect(products).toContainEqual(expect.objectContaining({ name: 'Almdudler 0,35 l', quantity: 1, grossCents: 390 }));
    } finally {
      await db().query(`UPDATE menu_items SET archived_at = NULL WHERE name = 'Almdudler 0,35 l'`);
    }
  });

  it('sums VAT per order and rate, as the invoices do (not per rate over all orders)', async () => {
    const res = await report('vat', RANGE).expect(200);
    expect(res.body).toEqual({
      rates: [
        { rate: 0, netCents: 960, vatCents: 0, grossCents: 960 },
        // one sum over all orders would make 12 830 − round(11 663,64) = 11,66 € VAT; the invoices say 11,67 €
        { rate: 10, netCents: 11663, vatCents: 1167, grossCents: 12830 },
        { rate: 13, netCents: 2566, vatCents: 334, grossCents: 2900 },
        { rate: 20, netCents: 2808, vatCents: 562, grossCents: 3370 },
      ],
      totals: { netCents: 17997, vatCents: 2063, grossCents: 20060 },
    });
  });

  it('equals the sum of the issued invoices to the cent', async () => {
    const counted = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((key) => ids[key]);
    const invoices: Array<{ document: { taxes: Array<{ label: string; net: string; vat: string; gross: string }> } }> = await db().query(
      'SELECT document FROM invoices WHERE order_id = ANY($1)',
      [counted],
    );
    expect(invoices).toHaveLength(8);
    const byRate = new Map<number, { rate: number; netCents: number; vatCents: number; grossCents: number }>(
      [0, 10, 13, 20].map((rate) => [rate, { rate, netCents: 0, vatCents: 0, grossCents: 0 }]),
    );
    for (const tax of invoices.flatMap((i) => i.document.taxes)) {
      const sum = byRate.get(Number(/(\d+) %/.exec(tax.label)![1]))!;
      sum.netCents += cents(tax.net);
      sum.vatCents += cents(tax.vat);
      sum.grossCents += cents(tax.gross);
    }
    expect((await report('vat', RANGE).expect(200)).body.rates).toEqual([...byRate.values()]);
  });

  it('splits by payment method and order type, and counts canceled and rejected orders', async () => {
    const res = await report('payments', RANGE).expect(200);
    expect(res.body).toEqual({
      paymentMethods: [
        { method: 'CASH', orders: 4, grossCents: 7020 },
        { method: 'CARD', orders: 4, grossCents: 13040 },
      ],
      orderTypes: [
        { type: 'DINE_IN', orders: 6, grossCents: 16260 },
        { type: 'TAKEAWAY', orders: 2, grossCents: 3800 },
        { type: 'DELIVERY', orders: 0, grossCents: 0 },
      ],
      cancellations: [
        { status: 'CANCELED', orders: 1, grossCents: 430 },
        { status: 'REJECTED', orders: 1, grossCents: 780 },
      ],
    });
  });

  it('closes the day of the autumn switch (25 hours) with invoice numbers in numeric order', async () => {
    const res = await report('daily-closing', { date: '2026-10-25' }).expect(200);
    expect(res.body).toEqual({
      date: '2026-10-25',
      timeZone: 'Europe/Vienna',
      orders: 3,
      grossCents: 10140,
      netCents: 9101,
      vatCents: 1039,
      vat: [
        { rate: 0, netCents: 640, vatCents: 0, grossCents: 640 },
        { rate: 10, netCents: 6136, vatCents: 614, grossCents: 6750 },
        { rate: 13, netCents: 575, vatCents: 75, grossCents: 650 },
        { rate: 20, netCents: 1750, vatCents: 350, grossCents: 2100 },
      ],
      paymentMethods: [
        { method: 'CASH', orders: 1, grossCents: 1290 },
        { method: 'CARD', orders: 2, grossCents: 8850 },
      ],
      orderTypes: [
        { type: 'DINE_IN', orders: 2, grossCents: 8160 },
        { type: 'TAKEAWAY', orders: 1, grossCents: 1980 },
        { type: 'DELIVERY', orders: 0, grossCents: 0 },
      ],
      cancellations: [
        { status: 'CANCELED', orders: 1, grossCents: 430 },
        { status: 'REJECTED', orders: 0, grossCents: 0 },
      ],
      firstInvoiceNumber: 'RE-9',
      lastInvoiceNumber: 'RE-16',
      invoices: 3,
      tipCents: 310,
      cash: { salesCents: 1290, tipCents: 110, expectedCents: 1400 },
      staff: [
        { username: 'admin', payments: 2, grossCents: 8850, cashCents: 0, cardCents: 8850, tipCents: 200 },
        { username: waiter.username, payments: 1, grossCents: 1290, cashCents: 1290, cardCents: 0, tipCents: 110 },
      ].sort((a, b) => a.username.localeCompare(b.username)),
      openOrders: [
        { orderNumber: expect.any(Number), tableNumber: 9, status: 'COMPLETED', grossCents: 860, submittedAt: '2026-10-25T12:00:00.000Z' },
      ],
      openGrossCents: 860,
    });
  });

  it('closes the day of the spring switch (23 hours)', async () => {
    const res = await report('daily-closing', { date: '2026-03-29' }).expect(200);
    expect(res.body).toMatchObject({
      orders: 2,
      grossCents: 4190,
      netCents: 3769,
      vatCents: 421,
      paymentMethods: [
        { method: 'CASH', orders: 0, grossCents: 0 },
        { method: 'CARD', orders: 2, grossCents: 4190 },
      ],
      cancellations: [
        { status: 'CANCELED', orders: 0, grossCents: 0 },
        { status: 'REJECTED', orders: 1, grossCents: 780 },
      ],
      firstInvoiceNumber: 'RE-12',
      lastInvoiceNumber: 'RE-13',
      invoices: 2,
    });
    const empty = await report('daily-closing', { date: '2026-05-01' }).expect(200);
    expect(empty.body).toMatchObject({ orders: 0, grossCents: 0, firstInvoiceNumber: null, lastInvoiceNumber: null, invoices: 0 });
  });

  it('prints the daily closing as a German PDF', async () => {
    const res = await t.http
      .get('/api/admin/reports/daily-closing.pdf')
      .query({ date: '2026-10-25' })
      .set(auth)
      .buffer(true)
      .parse((stream, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tagesabschluss-2026-10-25.pdf"');
    const dir = mkdtempSync(join(tmpdir(), 'tischlein-reports-'));
    try {
      writeFileSync(join(dir, 'closing.pdf'), res.body as Buffer);
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'closing.pdf'), '-'])
        .toString('utf8')
        .replace(/[ \t]+/g, ' ');
      for (const expected of [
        'Gasthaus zum Tischlein',
        'Tischleingasse 1',
        '1010 Wien',
        'Tagesabschluss',
        '25.10.2026',
        'Bezahlte Bestellungen 3',
        'Umsatz brutto 101,40 €',
        'davon Umsatzsteuer 10,39 €',
        'Umsatz netto 91,01 €',
        'Rechnungen 3 (RE-9 bis RE-16)',
        'Trinkgeld (nicht im Umsatz) 3,10 €',
        'Bargeld laut Zahlungen 14,00 € (davon Trinkgeld 1,10 €)',
        `${waiter.username} 1 12,90 € 0,00 € 12,90 € 1,10 €`,
        'Offene Bestellungen (nicht bezahlt, nicht im Umsatz): 8,60 €',
        'Stornos und Ablehnungen 1',
        '10 % 61,36 € 6,14 € 67,50 €',
        'Barzahlung 1 12,90 €',
        'Kartenzahlung 2 88,50 €',
        'Storniert 1 4,30 €',
      ])
        expect(text).toContain(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('buckets by the time zone in app info', async () => {
    await t.http.put('/api/admin/app-info').set(auth).send({ timezone: 'UTC' }).expect(200);
    try {
      const res = await report('revenue', { from: '2026-03-28', to: '2026-03-30' }).expect(200);
      // In UTC, A (22:59), B (23:01) fall on the 28th and D (22:30 on the 29th) on the 29th; `before` stays out.
      expect(res.body.rows.map((r: { period: string; orders: number }) => [r.period, r.orders])).toEqual([
        ['2026-03-28', 2],
        ['2026-03-29', 2],
      ]);
      expect((await report('daily-closing', { date: '2026-03-29' }).expect(200)).body.timeZone).toBe('UTC');
    } finally {
      await t.http.put('/api/admin/app-info').set(auth).send({ timezone: 'Europe/Vienna' }).expect(200);
    }
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from: muss ein Datum im Format JJJJ-MM-TT sein'],
    [{ from: '2026-03-01' }, 'to: muss ein Datum im Format JJJJ-MM-TT sein'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to: darf nicht vor dem Beginn (from) liegen'],
    [{ from: '2024-01-01', to: '2027-01-01' }, 'to: der Zeitraum darf höchstens 1096 Tage umfassen'],
    [{ from: '2026-03-01', to: '2026-03-31', granularity: 'year' }, 'granularity: muss day, week oder month sein'],
    [{ from: '2026-03-01', to: '2026-03-31', limit: '5' }, 'limit: ist kein erlaubtes Feld'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await report('revenue', query as Record<string, string>).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('accepts a range of exactly 1096 days', async () => {
    await report('vat', { from: '2024-01-01', to: '2026-12-31' }).expect(200);
  });

  it('refuses a bad daily-closing date', async () => {
    const res = await report('daily-closing.pdf', { date: '26-10-2026' }).expect(400);
    expect(res.body.message).toBe('date: muss ein Datum im Format JJJJ-MM-TT sein');
  });

  it("gives the panel today's figures so far: takings and tips, open orders and calls, time to served", async () => {
    // The orders above were served today (their events are from now) for days in the past: put them on those days.
    await db().query(`UPDATE order_events e SET created_at = o.submitted_at + interval '10 minutes' FROM orders o WHERE o.id = e.order_id`);
    const before = (await t.http.get('/api/admin/reports/today').set(auth).expect(200)).body;
    expect(before).toMatchObject({ timeZone: 'Europe/Vienna', takingsCents: 0, tipCents: 0, payments: 0, servedOrders: 0 });
    expect(before.averageServeSeconds).toBeNull();
    expect(before.date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date()));
    expect(before.openOrders).toBe(1); // OPEN, placed in March and never approved

    // Today: one order placed 12 minutes ago, served now, paid with a tip; a guest at table 3 calls for the waiter.
    const { orderId } = await placeOrder(t, { table: 2, lines: [{ name: 'Melange', quantity: 2 }] }); // 8,60
    await db().query(`UPDATE orders SET submitted_at = now() - interval '12 minutes' WHERE id = $1`, [orderId]);
    expect((await t.http.get('/api/admin/reports/today').set(auth).expect(200)).body.openOrders).toBe(2);
    await complete(orderId);
    await t.http.post(`/api/admin/orders/${orderId}/pay`).set(auth).send({ paymentMethod: 'CASH', tipCents: 40 }).expect(200);
    const session = await startTableSession(t, 3);
    await t.http.post(`/api/sessions/${session.sessionId}/service-calls`).set(bearer(session.jwt)).send({ kind: 'WAITER' }).expect(201);

    const today = (await t.http.get('/api/admin/reports/today').set(auth).expect(200)).body;
    expect(today).toMatchObject({ takingsCents: 860, tipCents: 40, payments: 1, openOrders: 1, openServiceCalls: 1, servedOrders: 1 });
    expect(today.averageServeSeconds).toBeGreaterThanOrEqual(720);
    expect(today.averageServeSeconds).toBeLessThan(720 + 60);
    const waiter = await staffWithRoles(t, api.jwt, ['WAITER']);
    await t.http.get('/api/admin/reports/today').set(bearer(waiter.jwt)).expect(403);
  });

  it('is for admins only', async () => {
    await t.http.get('/api/admin/reports/vat').query(RANGE).expect(401);
    const waiter = await staffWithRoles(t, api.jwt, ['WAITER']);
    await t.http.get('/api/admin/reports/daily-closing').query({ date: '2026-10-25' }).set(bearer(waiter.jwt)).expect(403);
  });
});
