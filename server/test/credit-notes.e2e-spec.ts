import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, binaryParser, placeOrder } from './support/admin-orders.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30, point 4: corrections never touch an issued invoice. Cancelling a paid order issues a credit note
// (Stornorechnung) with its own number that reverses the invoice; a wrong payment is fixed with a credit note and a new
// invoice. The reports count credit notes on the day they were issued and still equal the stored documents.

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
/** "-1.234,56 €" → -123456 */
const cents = (euro: string) => Math.round(Number(euro.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

interface Document {
  invoiceNumber: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  reversesInvoiceNumber: string | null;
}

describe('credit notes', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  let waiter: { username: string; jwt: string };
  let dir: string;
  let table = 0;

  const db = () => t.app.get(DataSource);
  const auth = () => bearer(admin.jwt);
  const closing = async () => (await t.http.get('/api/admin/reports/daily-closing').query({ date: today() }).set(auth()).expect(200)).body;
  const documents = async (id: number): Promise<Document[]> =>
    (await t.http.get(`/api/admin/orders/${id}/invoices`).set(auth()).expect(200)).body;
  const pdf = async (id: number, invoiceNumber: string): Promise<Buffer> =>
    (await t.http.get(`/api/admin/orders/${id}/invoices/${invoiceNumber}`).set(auth()).buffer(true).parse(binaryParser).expect(200)).body;
  const text = (file: Buffer) => {
    const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(path, file);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])
      .toString('utf8')
      .replace(/[ \t]+/g, ' ');
  };

  /** A served order of a Wiener Schnitzel (24,90 €, 10 %) and a Cola (3,90 €, 20 %), paid by the waiter in cash. */
  async function paidOrder(): Promise<{ id: number; invoiceNumber: string }> {
    table = (table % 10) + 1;
    const { orderId } = await placeOrder(t, { table, lines: [{ name: 'Wiener Schnitzel vom Kalb' }, { name: 'Cola 0,33 l' }] });
    await admin.act(orderId, 'approve').expect(200);
    await admin.act(orderId, 'complete').expect(200);
    const paid = await t.http
      .post(`/api/admin/orders/${orderId}/pay`)
      .set(bearer(waiter.jwt))
      .send({ paymentMethod: 'CASH', tipCents: 100 })
      .expect(200);
    return { id: orderId, invoiceNumber: paid.body.order.invoiceNumber };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOrders(t);
    waiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    dir = mkdtempSync(join(tmpdir(), 'tischlein-credit-notes-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('cancels a paid order with a credit note that reverses its invoice, and leaves the invoice as issued', async () => {
    const before = await closing();
    const { id, invoiceNumber } = await paidOrder();
    const issued = await pdf(id, invoiceNumber);
    const paid = await closing();
    expect(paid.grossCents - before.grossCents).toBe(2880);

    const res = await admin.act(id, 'refund').expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELED', paymentStatus: 'REFUNDED', invoiceNumber, allowedActions: ['edit'] });
    const [invoice, creditNote] = await documents(id);
    expect(invoice).toMatchObject({ invoiceNumber, kind: 'INVOICE', reversesInvoiceNumber: null });
    expect(creditNote).toMatchObject({ kind: 'CREDIT_NOTE', reversesInvoiceNumber: invoiceNumber });
    // Its own number in the invoice range: the next one.
    expect(Number(/\d+$/.exec(creditNote.invoiceNumber)![0])).toBe(Number(/\d+$/.exec(invoiceNumber)![0]) + 1);
    const printed = text(await pdf(id, creditNote.invoiceNumber));
    for (const expected of [
      'Stornorechnung',
      `Stornonummer ${creditNote.invoiceNumber}`,
      `Storno zu Rechnung ${invoiceNumber} vom`,
      '-1 Wiener Schnitzel vom Kalb',
      '-24,90 €',
      '-3,90 €',
      'Gesamt -28,80 €',
      `Diese Stornorechnung hebt die Rechnung ${invoiceNumber} vollständig auf.`,
    ])
      expect(printed).toContain(expected);
    expect((await pdf(id, invoiceNumber)).equals(issued)).toBe(true);
    const events = (await admin.events(id)).body as Array<{ type: string; message: string }>;
    expect(events.at(-1)).toMatchObject({
      type: 'CANCELED',
      message: `Bestellung storniert: Stornorechnung ${creditNote.invoiceNumber} zu Rechnung ${invoiceNumber}`,
    });

    // The day's figures are back where they were; both documents are among the day's numbers; the tip is reversed too.
    const after = await closing();
    expect(after.grossCents).toBe(before.grossCents);
    expect(after.vatCents).toBe(before.vatCents);
    expect(after.tipCents).toBe(before.tipCents);
    expect(after.orders).toBe(before.orders);
    expect(after.invoices - before.invoices).toBe(2);
    expect(after.cancellations.find((c: { status: string }) => c.status === 'CANCELED').orders).toBeGreaterThanOrEqual(1);
  });

  it('refuses to refund an unpaid or already refunded order, and lets only admins issue credit notes', async () => {
    const { orderId } = await placeOrder(t, { table: 11 });
    expect((await admin.act(orderId, 'refund').expect(409)).body.message).toBe(
      'Nur die Zahlung einer bezahlten Bestellung wird mit einer Stornorechnung aufgehoben.',
    );
    const { id } = await paidOrder();
    await t.http.post(`/api/admin/orders/${id}/refund`).set(bearer(waiter.jwt)).expect(403);
    await t.http.post(`/api/admin/orders/${id}/payment/correct`).set(bearer(waiter.jwt)).send({ paymentMethod: 'CARD' }).expect(403);
    await admin.act(id, 'refund').expect(200);
    await admin.act(id, 'refund').expect(409);
    expect(await documents(id)).toHaveLength(2);
  });

  it('fixes a wrong payment method with a credit note and a new invoice, and moves the money between methods', async () => {
    const { id, invoiceNumber } = await paidOrder();
    const before = await closing();
    const res = await t.http
      .post(`/api/admin/orders/${id}/payment/correct`)
      .set(auth())
      .send({ paymentMethod: 'CARD', tipCents: 300 })
      .expect(200);
    expect(res.body.payment).toMatchObject({ method: 'CARD', amountCents: 2880, tipCents: 300, staffUsername: 'admin' });
    expect(res.body.order).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'CARD', status: 'COMPLETED' });
    const [first, creditNote, second] = await documents(id);
    expect(first.invoiceNumber).toBe(invoiceNumber);
    expect(creditNote).toMatchObject({ kind: 'CREDIT_NOTE', reversesInvoiceNumber: invoiceNumber });
    expect(second).toMatchObject({ kind: 'INVOICE', invoiceNumber: res.body.order.invoiceNumber });
    expect(text(await pdf(id, invoiceNumber))).toContain('Zahlungsart: Barzahlung – Bezahlt');
    expect(text(await pdf(id, second.invoiceNumber))).toContain('Zahlungsart: Kartenzahlung – Bezahlt');
    const current = await admin.invoice(id).expect(200);
    expect(text(current.body as Buffer)).toContain(second.invoiceNumber);

    const after = await closing();
    const method = (c: { paymentMethods: Array<{ method: string; grossCents: number }> }, m: string) =>
      c.paymentMethods.find((p) => p.method === m)!.grossCents;
    expect(after.grossCents).toBe(before.grossCents);
    expect(method(after, 'CASH') - method(before, 'CASH')).toBe(-2880);
    expect(method(after, 'CARD') - method(before, 'CARD')).toBe(2880);
    expect(after.tipCents - before.tipCents).toBe(200);
    expect(after.cash.expectedCents - before.cash.expectedCents).toBe(-2980);
    expect(after.orders).toBe(before.orders);
    // The payment of the order is the new one; the old one is reversed and keeps what it was.
    const rows = await db().query<Array<{ kind: string; method: string; amount_cents: number; reversed_at: Date | null }>>(
      'SELECT kind, method, amount_cents, reversed_at FROM payments WHERE order_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => [r.kind, r.method, r.amount_cents, r.reversed_at !== null])).toEqual([
      ['PAYMENT', 'CASH', 2880, true],
      ['CREDIT_NOTE', 'CASH', -2880, false],
      ['PAYMENT', 'CARD', 2880, false],
    ]);
  });

  it('keeps the VAT report equal to the stored invoices and credit notes of the day, to the cent', async () => {
    const report = (await t.http.get('/api/admin/reports/vat').query({ from: today(), to: today() }).set(auth()).expect(200)).body as {
      rates: Array<{ rate: number; vatCents: number; grossCents: number }>;
    };
    const stored = await db().query<Array<{ document: { taxes: Array<{ label: string; vat: string; gross: string }> } }>>(
      `SELECT i.document FROM invoices i JOIN payments p ON p.invoice_number = i.invoice_number AND p.order_id = i.order_id`,
    );
    const sums = new Map<number, { vat: number; gross: number }>();
    for (const tax of stored.flatMap((s) => s.document.taxes)) {
      const rate = Number(/(\d+) %/.exec(tax.label)![1]);
      const sum = sums.get(rate) ?? { vat: 0, gross: 0 };
      sum.vat += cents(tax.vat);
      sum.gross += cents(tax.gross);
      sums.set(rate, sum);
    }
    for (const rate of report.rates) {
      expect({ rate: rate.rate, vat: rate.vatCents, gross: rate.grossCents }).toEqual({
        rate: rate.rate,
        ...(sums.get(rate.rate) ?? { vat: 0, gross: 0 }),
      });
    }
  });

  it('takes a refunded order off the products sold', async () => {
    const products = async () =>
      (await t.http.get('/api/admin/reports/products').query({ from: today(), to: today() }).set(auth()).expect(200)).body
        .products as Array<{
        name: string;
        quantity: number;
      }>;
    const sold = async () => (await products()).find((p) => p.name === 'Wiener Schnitzel vom Kalb')!.quantity;
    const before = await sold();
    const { id } = await paidOrder();
    expect(await sold()).toBe(before + 1);
    await admin.act(id, 'refund').expect(200);
    expect(await sold()).toBe(before);
  });
});
