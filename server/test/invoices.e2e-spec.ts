import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What an invoice prints about the restaurant, before and after the back office changes it. */
const RESTAURANT_BEFORE = {
  appName: 'Gasthaus zum Tischlein',
  companyName: 'Tischlein Gastronomie GmbH',
  vatId: 'ATU12345675',
  appStreet: 'Tischleingasse 1',
  appZipCode: '1010',
  appCity: 'Wien',
  iban: 'AT611904300234573201',
};
const RESTAURANT_AFTER = {
  appName: 'Beisl am Eck',
  companyName: 'Eck Gastro KG',
  vatId: 'ATU87654324',
  appStreet: 'Murgasse 7',
  appZipCode: '8010',
  appCity: 'Graz',
  iban: 'DE89370400440532013000',
};

function printedDetails(restaurant: typeof RESTAURANT_BEFORE): string[] {
  const { appName, companyName, vatId, appStreet, appZipCode, appCity, iban } = restaurant;
  // The IBAN in groups of four, as it is read out and typed.
  return [appName, companyName, `UID: ${vatId}`, appStreet, `${appZipCode} ${appCity}`, `IBAN ${iban.replace(/(.{4})(?=.)/g, '$1 ')}`];
}

function expectPrinted(text: string, shown: string[], notShown: string[]): void {
  for (const expected of shown) expect(text).toContain(expected);
  for (const unexpected of notShown) expect(text).not.toContain(unexpected);
}

/** PDF dates have whole seconds: after this pause a PDF stamped with its render time would differ. */
const pastTheSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

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

  /** pdftotext's text with runs of blanks (layout columns) as one space. */
  const flatText = (pdf: Buffer) => pdfText(pdf).replace(/[ \t]+/g, ' ');

  const setRestaurant = (details: object) =>
    t.http.put('/api/admin/app-info').set('Authorization', `Bearer ${api.jwt}`).send(details).expect(200);

  const snapshotsOf = (
    orderId: number,
  ): Promise<Array<{ invoice_number: string; issued_at: Date; document: { invoiceNumber: string; issuedAt: string } }>> =>
    t.app.get(DataSource).query('SELECT invoice_number, issued_at, document FROM invoices WHERE order_id = $1', [orderId]);

  /** An order served (approved and completed) and not paid yet. */
  async function servedOrder(options: Parameters<typeof placeOrder>[1] = {}) {
    const order = await placeOrder(t, options);
    await api.act(order.orderId, 'approve').expect(200);
    await api.act(order.orderId, 'complete').expect(200);
    return order;
  }

  /** Records the payment of the whole order in the method the order has; that issues its invoice. */
  const pay = (orderId: number) =>
    api.detail(orderId).then((res) => api.act(orderId, 'pay', { paymentMethod: res.body.paymentMethod }).expect(200));

  async function paidOrder(options: Parameters<typeof placeOrder>[1] = {}) {
    const order = await servedOrder(options);
    await pay(order.orderId);
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
    const order = await paidOrder({
      table: 4,
      paymentMethod: 'CARD',
      lines: [
        { name: 'Wiener Schnitzel vom Kalb', quantity: 2, extras: ['Preiselbeeren'] },
        { name: 'Grüner Veltliner 1/8', quantity: 2 },
      ],
    });
    const res = await api.invoice(order.orderId).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}.pdf"`);
    expect(res.body.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.body);
    for (const expected of [
      'Gasthaus zum Tischlein',
      'Tischleingasse 1',
      '1010 Wien',
      'UID: ATU12345675',
      'Rechnung',
      'RE-1',
      `Bestellnummer ${order.orderNumber}`,
      'Tisch 4',
      'Wiener Schnitzel vom Kalb',
      'mit Preiselbeeren',
      '25,80 €',
      '51,60 €',
      '8,40 €',
      'Gesamt 60,00 €',
      'USt 10 %',
      'USt 20 %',
      '46,91 €',
      '4,69 €',
      '7,00 €',
      '1,40 €',
      'Kartenzahlung – Bezahlt',
      'Kleinbetragsrechnung',
    ])
      expect(text.replace(/[ \t]+/g, ' ')).toContain(expected);
    expect(text).toMatch(/Rechnungsdatum\s+\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect((await api.detail(order.orderId)).body.invoiceNumber).toBe('RE-1');
  });

  it('numbers invoices without gaps in the order of payment and keeps the number on a second download', async () => {
    const second = await servedOrder({ lines: [{ name: 'Melange' }] });
    const third = await servedOrder({ lines: [{ name: 'Sachertorte' }] });
    await pay(third.orderId);
    await pay(second.orderId);
    expect(pdfText((await api.invoice(third.orderId).expect(200)).body)).toContain('RE-2');
    const before = (await api.detail(third.orderId)).body;
    expect(pdfText((await api.invoice(third.orderId).expect(200)).body)).toContain('RE-2');
    expect((await api.detail(third.orderId)).body).toMatchObject({ invoiceNumber: 'RE-2', updatedAt: before.updatedAt });
    expect(pdfText((await api.invoice(second.orderId).expect(200)).body)).toContain('RE-3');
  });

  it('gives simultaneous payments of different orders different numbers', async () => {
    const orders = await Promise.all([servedOrder(), servedOrder()]);
    await Promise.all(orders.map((o) => pay(o.orderId)));
    const numbers = await Promise.all(orders.map(async (o) => (await api.detail(o.orderId)).body.invoiceNumber));
    expect(numbers.sort()).toEqual(['RE-4', 'RE-5']);
  });

  it('gives simultaneous first downloads of one order one number', async () => {
    const { orderId } = await paidOrder();
    const texts = (await Promise.all([api.invoice(orderId), api.invoice(orderId)])).map((res) => pdfText(res.body));
    expect(texts.every((text) => text.includes('RE-6'))).toBe(true);
    const next = await paidOrder();
    expect(pdfText((await api.invoice(next.orderId).expect(200)).body)).toContain('RE-7');
  });

  it('refuses an invoice for an order that is not paid, served or not (409), and gives it no number', async () => {
    const { orderId } = await placeOrder(t);
    for (const step of [null, 'approve', 'complete']) {
      if (step) await api.act(orderId, step).expect(200);
      const res = await api.invoice(orderId).expect(409);
      expect(JSON.parse(res.body.toString()).message).toBe('Rechnung nur für bezahlte Bestellungen: die Rechnung entsteht beim Bezahlen.');
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
    await db.query(
      `UPDATE app_info SET last_invoice_no = NULL, invoice_start_no = 1000, invoice_prefix = '2026/', app_name = 'Gostilna Čevapčići Łódź'`,
    );
    const { orderId } = await paidOrder({ table: null });
    const text = pdfText((await api.invoice(orderId).expect(200)).body);
    expect(text).toContain('2026/1000');
    expect(text).toContain('Gostilna Cevapcici Lódz');
    expect(text).toContain('Abholung');
  });

  it('names the recipient instead of the small-invoice note above 400 € (issue 32: not issued without one)', async () => {
    const { orderId } = await servedOrder({ lines: [{ name: 'Zwiebelrostbraten', quantity: 16 }] });
    await api.act(orderId, 'pay', { paymentMethod: 'CASH' }).expect(409);
    const recipient = { name: 'Muster Consulting GmbH', address: 'Ringstraße 1\n1010 Wien' };
    await api.act(orderId, 'pay', { paymentMethod: 'CASH', recipient }).expect(200);
    const text = pdfText((await api.invoice(orderId).expect(200)).body);
    expect(text).toContain('430,40 €');
    expect(text).toContain('Muster Consulting GmbH');
    expect(text).not.toContain('Kleinbetragsrechnung');
  });

  it('gives the same bytes on every download of an issued invoice', async () => {
    const { orderId } = await paidOrder({ lines: [{ name: 'Melange', quantity: 2 }] });
    const first = (await api.invoice(orderId).expect(200)).body;
    await pastTheSecond();
    const again = (await api.invoice(orderId).expect(200)).body;
    expect(again.equals(first)).toBe(true);
  });

  it('keeps an issued invoice as issued when the restaurant details and the order payment change', async () => {
    await setRestaurant(RESTAURANT_BEFORE);
    const { orderId } = await paidOrder({ paymentMethod: 'CASH' });
    const issued = (await api.invoice(orderId).expect(200)).body;
    await pastTheSecond();
    await setRestaurant(RESTAURANT_AFTER);
    await api.patch(orderId, { paymentMethod: 'CARD' }).expect(409);

    const again = (await api.invoice(orderId).expect(200)).body;
    expectPrinted(
      flatText(again),
      [...printedDetails(RESTAURANT_BEFORE), 'Barzahlung – Bezahlt'],
      [...printedDetails(RESTAURANT_AFTER), 'Kartenzahlung'],
    );
    expect(again.equals(issued)).toBe(true);
  });

  it('prints the details of its own issue time on each invoice: the old one before, a new one after the change', async () => {
    await setRestaurant(RESTAURANT_BEFORE);
    const earlier = await paidOrder({ paymentMethod: 'CASH' });
    await api.invoice(earlier.orderId).expect(200);
    await setRestaurant(RESTAURANT_AFTER);
    // The guest chose cash and paid by card: the method is changed before the payment is recorded.
    const later = await servedOrder({ paymentMethod: 'CASH' });
    await api.patch(later.orderId, { paymentMethod: 'CARD' }).expect(200);
    await pay(later.orderId);

    const newInvoice = flatText((await api.invoice(later.orderId).expect(200)).body);
    expectPrinted(
      newInvoice,
      [...printedDetails(RESTAURANT_AFTER), 'Kartenzahlung – Bezahlt'],
      [...printedDetails(RESTAURANT_BEFORE), 'Barzahlung'],
    );
    const oldInvoice = flatText((await api.invoice(earlier.orderId).expect(200)).body);
    expectPrinted(oldInvoice, [...printedDetails(RESTAURANT_BEFORE), 'Barzahlung – Bezahlt'], printedDetails(RESTAURANT_AFTER));
  });

  it('stores one snapshot with the number at payment, and simultaneous downloads print it', async () => {
    const { orderId } = await paidOrder();
    const pdfs = (await Promise.all([1, 2, 3].map(() => api.invoice(orderId).expect(200)))).map((res) => res.body);
    expect(pdfs.every((pdf) => pdf.equals(pdfs[0]))).toBe(true);
    const { invoiceNumber, invoicedAt } = (await api.detail(orderId)).body;
    const snapshots = await snapshotsOf(orderId);
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ invoice_number: invoiceNumber, document: { invoiceNumber, issuedAt: invoicedAt } });
    expect(snapshots[0].issued_at.toISOString()).toBe(invoicedAt);
  });

  it('gives out no number when the snapshot cannot be stored: numbering and snapshot are one transaction', async () => {
    const db = t.app.get(DataSource);
    const counter = async () => (await db.query('SELECT last_invoice_no FROM app_info'))[0].last_invoice_no as number;
    const { orderId } = await servedOrder();
    const before = await counter();
    await db.query(
      `CREATE FUNCTION test_refuse_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no snapshot'; END $$`,
    );
    await db.query('CREATE TRIGGER test_refuse_snapshot BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION test_refuse_snapshot()');
    try {
      await api.act(orderId, 'pay', { paymentMethod: 'CASH' }).expect(500);
    } finally {
      await db.query('DROP TRIGGER test_refuse_snapshot ON invoices');
      await db.query('DROP FUNCTION test_refuse_snapshot()');
    }
    // Nor a payment: payment, number and snapshot are one transaction.
    expect((await api.detail(orderId)).body).toMatchObject({ invoiceNumber: null, paymentStatus: 'PENDING' });
    expect(await counter()).toBe(before);
    await pay(orderId);
    expect(await counter()).toBe(before + 1);
    expect(await snapshotsOf(orderId)).toHaveLength(1);
  });

  it('snapshots an invoice numbered before snapshots existed on its next download, with its number and date', async () => {
    const db = t.app.get(DataSource);
    const { orderId } = await servedOrder();
    // What the release without snapshots left: a completed order booked as paid, number and date on the order, no
    // invoices row.
    await db.query(
      `UPDATE orders SET payment_status = 'PAID', invoice_number = 'ALT-7', invoiced_at = '2026-01-15T09:30:00Z' WHERE id = $1`,
      [orderId],
    );
    const first = (await api.invoice(orderId).expect(200)).body;
    expect(flatText(first)).toContain('Rechnungsdatum 15.01.2026 10:30');
    expect(await snapshotsOf(orderId)).toMatchObject([
      { invoice_number: 'ALT-7', document: { invoiceNumber: 'ALT-7', issuedAt: '2026-01-15T09:30:00.000Z' } },
    ]);
    await setRestaurant(RESTAURANT_BEFORE);
    expect((await api.invoice(orderId).expect(200)).body.equals(first)).toBe(true);
  });

  it("prints its dates on the wall clock of the restaurant's time zone from app info", async () => {
    const db = t.app.get(DataSource);
    const { orderId } = await servedOrder();
    await db.query(`UPDATE orders SET submitted_at = '2026-01-15T09:00:00Z' WHERE id = $1`, [orderId]);
    await setRestaurant({ timezone: 'America/New_York' });
    try {
      await pay(orderId);
      const { invoicedAt } = (await api.detail(orderId)).body;
      const newYork = new Intl.DateTimeFormat('de-AT', {
        timeZone: 'America/New_York',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(invoicedAt))
        .replace(',', '');
      const text = flatText((await api.invoice(orderId).expect(200)).body);
      expect(text).toContain(`Rechnungsdatum ${newYork}`);
      // 09:00 UTC is 04:00 in New York (10:00 in Vienna).
      expect(text).toContain('Leistungsdatum 15.01.2026 04:00');
    } finally {
      await setRestaurant({ timezone: null });
    }
  });

  it('refuses to change or delete an issued invoice in the database', async () => {
    const db = t.app.get(DataSource);
    const { orderId } = await paidOrder();
    await api.invoice(orderId).expect(200);
    await expect(
      db.query(`UPDATE invoices SET document = jsonb_set(document, '{total}', '"0,00 €"') WHERE order_id = $1`, [orderId]),
    ).rejects.toThrow('issued invoices never change');
    await expect(db.query('DELETE FROM invoices WHERE order_id = $1', [orderId])).rejects.toThrow('issued invoices never change');
    await expect(db.query('DELETE FROM orders WHERE id = $1', [orderId])).rejects.toThrow('invoices_order_id_fkey');
    expect(await snapshotsOf(orderId)).toHaveLength(1);
  });
});
