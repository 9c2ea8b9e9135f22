import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('invoices', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  let dir: string;

  /** The text pdftotext reads from a PDF, in reading order. */
  function pdfText(pdf: Buffer): string {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8');
  }

  async function completedOrder(options: Parameters<typeof placeOrder>[1] = {}) {
    const order = await placeOrder(t, options);
    await api.act(order.orderId, 'approve').expect(200);
    await api.act(order.orderId, 'complete').expect(200);
    return order;
  }

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
    dir = mkdtempSync(join(tmpdir(), 'tischlein-invoices-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('renders a German invoice with number, lines, VAT per rate and total', async () => {
    const order = await completedOrder({
      table: 4,
      paymentMethod: 'CARD',
      lines: [{ name: 'Wiener Schnitzel vom Kalb', quantity: 2, extras: ['Preiselbeeren'] }, { name: 'Grüner Veltliner 1/8', quantity: 2 }],
    });
    const res = await api.invoice(order.orderId).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}.pdf"`);
    expect(res.body.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.body);
    for (const expected of [
      'Gasthaus zum Tischlein', 'Tischleingasse 1', '1010 Wien', 'UID: ATU12345678', 'Rechnung', 'RE-1',
      `Bestellnummer ${order.orderNumber}`, 'Tisch 4', 'Wiener Schnitzel vom Kalb', 'mit Preiselbeeren',
      '25,80 €', '51,60 €', '8,40 €', 'Gesamt 60,00 €', 'USt 10 %', 'USt 20 %', '46,91 €', '4,69 €', '7,00 €', '1,40 €',
      'Kartenzahlung – Bezahlt', 'Kleinbetragsrechnung',
    ]) expect(text.replace(/[ \t]+/g, ' ')).toContain(expected);
    expect(text).toMatch(/Rechnungsdatum\s+\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect((await api.detail(order.orderId)).body.invoiceNumber).toBe('RE-1');
  });

  it('numbers invoices without gaps and keeps the number on a second download', async () => {
    const second = await completedOrder({ lines: [{ name: 'Melange' }] });
    const third = await completedOrder({ lines: [{ name: 'Sachertorte' }] });
    expect(pdfText((await api.invoice(third.orderId).expect(200)).body)).toContain('RE-2');
    const before = (await api.detail(third.orderId)).body;
    expect(pdfText((await api.invoice(third.orderId).expect(200)).body)).toContain('RE-2');
    expect((await api.detail(third.orderId)).body).toMatchObject({ invoiceNumber: 'RE-2', updatedAt: before.updatedAt });
    expect(pdfText((await api.invoice(second.orderId).expect(200)).body)).toContain('RE-3');
  });

  it('gives simultaneous first downloads of different orders different numbers', async () => {
    const orders = await Promise.all([completedOrder(), completedOrder()]);
    await Promise.all(orders.map((o) => api.invoice(o.orderId).expect(200)));
    const numbers = await Promise.all(orders.map(async (o) => (await api.detail(o.orderId)).body.invoiceNumber));
    expect(numbers.sort()).toEqual(['RE-4', 'RE-5']);
  });

  it('gives simultaneous first downloads of one order one number', async () => {
    const { orderId } = await completedOrder();
    const texts = (await Promise.all([api.invoice(orderId), api.invoice(orderId)])).map((res) => pdfText(res.body));
    expect(texts.every((text) => text.includes('RE-6'))).toBe(true);
    const next = await completedOrder();
    expect(pdfText((await api.invoice(next.orderId).expect(200)).body)).toContain('RE-7');
  });

  it('refuses an invoice for an order that is not completed (409) and gives it no number', async () => {
    const { orderId } = await placeOrder(t);
    for (const step of [null, 'approve', 'cancel']) {
      if (step) await api.act(orderId, step).expect(200);
      const res = await api.invoice(orderId).expect(409);
      expect(JSON.parse(res.body.toString()).message).toBe('Rechnung nur für abgeschlossene Bestellungen');
    }
    expect((await api.detail(orderId)).body.invoiceNumber).toBeNull();
  });

  it('answers 404 for unknown, 400 for malformed ids and 401 without token', async () => {
    await api.invoice(999999).expect(404);
    await api.invoice('x').expect(400);
    await t.http.get('/api/admin/orders/1/invoice').expect(401);
  });

  it('starts at invoiceStartNo with the configured prefix and prints names outside Latin-1 readably', async () => {
    const db = t.app.get(DataSource);
    await db.query(`UPDATE app_info SET last_invoice_no = NULL, invoice_start_no = 1000, invoice_prefix = '2026/', app_name = 'Gostilna Čevapčići Łódź'`);
    const { orderId } = await completedOrder({ table: null });
    const text = pdfText((await api.invoice(orderId).expect(200)).body);
    expect(text).toContain('2026/1000');
    expect(text).toContain('Gostilna Cevapcici Lódz');
    expect(text).toContain('Abholung');
  });

  it('names the buyer line instead of the small-invoice note above 400 €', async () => {
    const { orderId } = await completedOrder({ lines: [{ name: 'Zwiebelrostbraten', quantity: 16 }] });
    const text = pdfText((await api.invoice(orderId).expect(200)).body);
    expect(text).toContain('430,40 €');
    expect(text).toContain('Leistungsempfänger');
    expect(text).not.toContain('Kleinbetragsrechnung');
  });
});
