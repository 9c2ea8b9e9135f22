import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, binaryParser, placeOrder } from './support/admin-orders.js';
import { startTableSession } from './support/guest.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { pdfText } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30: served and paid are two steps. Completing an order (served) records no payment; staff who collect the
// money record it with POST /admin/orders/{id}/pay, which issues the invoice at once; the reports count payments.

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });

describe('payments', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  let waiter: { username: string; jwt: string };
  let secondWaiter: { username: string; jwt: string };
  let kitchen: { username: string; jwt: string };
  let table = 0;

  const db = () => t.app.get(DataSource);
  const pay = (id: number, jwt: string, body: object) => t.http.post(`/api/admin/orders/${id}/pay`).set(bearer(jwt)).send(body);
  const paymentRows = (id: number) => db().query<unknown[]>('SELECT * FROM payments WHERE order_id = $1', [id]);
  const closing = async () => (await t.http.get('/api/admin/reports/daily-closing').query({ date: today() }).set(bearer(admin.jwt))).body;

  /** A fresh order of one Wiener Schnitzel (24,90 €), served: approved and completed. */
  async function servedOrder(): Promise<number> {
    table = (table % 10) + 1;
    const { orderId } = await placeOrder(t, { table, lines: [{ name: 'Wiener Schnitzel vom Kalb' }], paymentMethod: 'CARD' });
    await admin.act(orderId, 'approve').expect(200);
    await admin.act(orderId, 'complete').expect(200);
    return orderId;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOrders(t);
    waiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    secondWaiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    kitchen = await staffWithRoles(t, admin.jwt, ['KITCHEN']);
  });
  afterAll(() => t.close());

  it('books a served order as served, not as paid: no payment, no invoice, no revenue, listed as open', async () => {
    const before = await closing();
    const id = await servedOrder();
    const order = (await admin.detail(id).expect(200)).body;
    expect(order).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PENDING', invoiceNumber: null });
    expect(order.allowedActions).toEqual(['pay', 'edit']);
    const events = (await admin.events(id).expect(200)).body as Array<{ type: string; message: string }>;
    expect(events.at(-1)).toMatchObject({ type: 'COMPLETED', message: 'Bestellung abgeschlossen (serviert)' });
    expect(await paymentRows(id)).toEqual([]);
    const invoice = await admin.invoice(id).expect(409);
    expect(JSON.parse(invoice.body.toString()).message).toBe(
      'Rechnung nur für bezahlte Bestellungen: die Rechnung entsteht beim Bezahlen.',
    );
    const after = await closing();
    expect(after.grossCents).toBe(before.grossCents);
    expect(after.openGrossCents - before.openGrossCents).toBe(2490);
    expect(after.openOrders.map((o: { orderNumber: number }) => o.orderNumber)).toContain(order.orderNumber);
    const unpaid = (await admin.list({ paymentStatus: 'PENDING', size: 1000 }).expect(200)).body.content as Array<{ orderId: number }>;
    expect(unpaid.map((o) => o.orderId)).toContain(id);
    await pay(id, secondWaiter.jwt, { paymentMethod: 'CARD' }).expect(200);
    const paid = (await admin.list({ paymentStatus: 'PAID', size: 1000 }).expect(200)).body.content as Array<{ orderId: number }>;
    expect(paid.map((o) => o.orderId)).toContain(id);
    expect(
      (await admin.list({ paymentStatus: 'PENDING', size: 1000 })).body.content.map((o: { orderId: number }) => o.orderId),
    ).not.toContain(id);
    expect((await admin.list({ paymentStatus: 'SOON' }).expect(400)).body.message).toContain('paymentStatus: muss PENDING oder PAID sein');
  });

  it('records a cash payment with tip and change by the waiter who collects it, and issues the invoice at once', async () => {
    const before = await closing();
    const id = await servedOrder();
    const res = await pay(id, waiter.jwt, { paymentMethod: 'CASH', tipCents: 110, givenCents: 3000 }).expect(200);
    expect(res.body.payment).toMatchObject({
      orderId: id,
      method: 'CASH',
      amountCents: 2490,
      tipCents: 110,
      givenCents: 3000,
      changeCents: 400,
      staffUsername: waiter.username,
    });
    expect(res.body.order).toMatchObject({
      orderId: id,
      paymentStatus: 'PAID',
      paymentMethod: 'CASH',
      allowedActions: ['refund', 'correct_payment', 'edit'],
    });
    const invoiceNumber = res.body.order.invoiceNumber as string;
    expect(invoiceNumber).toMatch(/^\S+\d$/);
    const events = (await admin.events(id).expect(200)).body as Array<{ type: string; message: string; actorUser: string }>;
    expect(events.at(-1)).toEqual(
      expect.objectContaining({
        type: 'PAID',
        message: `Bezahlt: Bar 24,90 €, Trinkgeld 1,10 €, gegeben 30,00 €, Rückgeld 4,00 € – Rechnung ${invoiceNumber}`,
        actorUser: waiter.username,
      }),
    );
    // The waiter hands over the invoice: it says what was paid, how, and the tip apart from the taxable amount.
    const pdf = await t.http.get(`/api/admin/orders/${id}/invoice`).set(bearer(waiter.jwt)).buffer(true).parse(binaryParser).expect(200);
    const text = pdfText(pdf.body as Buffer);
    for (const expected of [
      invoiceNumber,
      'Zahlungsart: Barzahlung – Bezahlt',
      'Gegeben: 30,00 € · Rückgeld: 4,00 €',
      'Trinkgeld: 1,10 € (nicht Teil des Rechnungsbetrags, nicht steuerbar)',
    ])
      expect(text).toContain(expected);
    expect(await t.http.get(`/api/admin/orders/${id}/payment`).set(bearer(waiter.jwt)).expect(200)).toMatchObject({
      body: { amountCents: 2490, changeCents: 400 },
    });

    const after = await closing();
    expect(after.grossCents - before.grossCents).toBe(2490);
    expect(after.tipCents - before.tipCents).toBe(110);
    expect(after.cash.expectedCents - before.cash.expectedCents).toBe(2600);
    expect(after.staff.find((s: { username: string }) => s.username === waiter.username)).toEqual({
      username: waiter.username,
      payments: 1,
      grossCents: 2490,
      cashCents: 2490,
      cardCents: 0,
      tipCents: 110,
    });
  });

  it('lets the kitchen take a card payment before the order is served (takeaway at the counter)', async () => {
    const { orderId } = await placeOrder(t, { table: null });
    const res = await pay(orderId, kitchen.jwt, { paymentMethod: 'CARD' }).expect(200);
    expect(res.body.payment).toMatchObject({
      method: 'CARD',
      tipCents: 0,
      givenCents: null,
      changeCents: null,
      staffUsername: kitchen.username,
    });
    expect(res.body.order).toMatchObject({
      status: 'IN_PROGRESS',
      paymentStatus: 'PAID',
      allowedActions: ['approve', 'refund', 'correct_payment', 'edit'],
    });
  });

  it('refuses a second payment of the same order with 409, and changes nothing', async () => {
    const id = await servedOrder();
    await pay(id, waiter.jwt, { paymentMethod: 'CARD' }).expect(200);
    const again = await pay(id, admin.jwt, { paymentMethod: 'CASH' }).expect(409);
    expect(again.body.message).toBe('Die Bestellung ist bereits bezahlt.');
    expect(await paymentRows(id)).toHaveLength(1);
    expect((await admin.detail(id)).body.paymentMethod).toBe('CARD');
  });

  it('gives exactly one payment when two waiters collect the same order at once', async () => {
    const id = await servedOrder();
    const answers = await Promise.all([
      pay(id, waiter.jwt, { paymentMethod: 'CASH', givenCents: 2500 }),
      pay(id, secondWaiter.jwt, { paymentMethod: 'CARD', tipCents: 100 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paymentRows(id)).toHaveLength(1);
    const events = (await admin.events(id)).body as Array<{ type: string }>;
    expect(events.filter((e) => e.type === 'PAID')).toHaveLength(1);
  });

  it.each([
    [{ paymentMethod: 'CARD', givenCents: 3000 }, 'givenCents: nur bei Barzahlung'],
    [{ paymentMethod: 'CASH', tipCents: 100, givenCents: 2500 }, 'givenCents: 25,00 € gegeben, zu zahlen sind 25,90 €'],
    [{ paymentMethod: 'CASH', tipCents: -1 }, 'tipCents: darf nicht negativ sein'],
    [{ paymentMethod: 'CASH', tipCents: 1.5 }, 'tipCents: muss eine ganze Zahl (Cent) sein'],
    [{ paymentMethod: 'BITCOIN' }, 'paymentMethod: muss CASH oder CARD sein'],
    [{}, 'paymentMethod: muss CASH oder CARD sein'],
    [{ paymentMethod: 'CASH', amountCents: 1 }, 'amountCents: ist kein erlaubtes Feld'],
  ])('refuses %j with 400 and records nothing', async (body, message) => {
    const id = await servedOrder();
    const res = await pay(id, waiter.jwt, body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await paymentRows(id)).toEqual([]);
    expect((await admin.detail(id)).body).toMatchObject({ paymentStatus: 'PENDING', invoiceNumber: null });
  });

  it('refuses to pay a rejected or canceled order, and to reject or cancel a paid one', async () => {
    const { orderId: rejected } = await placeOrder(t, { table: 11 });
    await admin.act(rejected, 'reject', { reason: 'Küche zu' }).expect(200);
    expect((await pay(rejected, waiter.jwt, { paymentMethod: 'CASH' }).expect(409)).body.message).toBe(
      'Bezahlen nicht möglich: die Bestellung ist „Abgelehnt“ (REJECTED).',
    );
    const { orderId: paid } = await placeOrder(t, { table: 11 });
    await pay(paid, waiter.jwt, { paymentMethod: 'CASH' }).expect(200);
    const paidRefusal = 'nicht möglich: die Bestellung ist bezahlt; eine bezahlte Bestellung storniert eine Stornorechnung.';
    expect((await admin.act(paid, 'cancel').expect(409)).body.message).toBe(`Stornieren ${paidRefusal}`);
    expect((await admin.act(paid, 'reject', { reason: 'x' }).expect(409)).body.message).toBe(`Ablehnen ${paidRefusal}`);
  });

  it('never edits the payment of an invoiced order, and records payments only by paying', async () => {
    const unpaid = await servedOrder();
    expect((await admin.patch(unpaid, { paymentMethod: 'CASH' }).expect(200)).body.paymentMethod).toBe('CASH');
    expect((await admin.patch(unpaid, { paymentStatus: 'PAID' }).expect(409)).body.message).toBe(
      'Eine Zahlung wird mit „Bezahlen“ erfasst (POST /api/admin/orders/{id}/pay), nicht mit dem Zahlungsstatus.',
    );
    const paid = await servedOrder();
    const { invoiceNumber } = (await pay(paid, waiter.jwt, { paymentMethod: 'CASH' }).expect(200)).body.order;
    for (const body of [{ paymentMethod: 'CARD' }, { paymentStatus: 'PENDING' }, { paymentMethod: 'CARD', note: 'Karte' }]) {
      const res = await admin.patch(paid, body).expect(409);
      expect(res.body.message).toBe(
        `Die Zahlung ist mit Rechnung ${invoiceNumber} verbucht und wird nicht mehr geändert. Eine falsche Zahlungsart ` +
          'oder einen falschen Betrag berichtigt „Zahlung berichtigen“ (Stornorechnung und neue Rechnung).',
      );
    }
    expect((await admin.detail(paid)).body).toMatchObject({ paymentMethod: 'CASH', paymentStatus: 'PAID', note: null });
    // The same values, and the note, are no change of the payment.
    await admin.patch(paid, { paymentMethod: 'CASH', paymentStatus: 'PAID', note: 'Stammgast' }).expect(200);
  });

  it('is for signed-in staff only', async () => {
    const id = await servedOrder();
    await t.http.post(`/api/admin/orders/${id}/pay`).send({ paymentMethod: 'CASH' }).expect(401);
    const guest = await startTableSession(t, 12);
    await pay(id, guest.jwt, { paymentMethod: 'CASH' }).expect(401);
    await pay(999999, waiter.jwt, { paymentMethod: 'CASH' }).expect(404);
    expect(await paymentRows(id)).toEqual([]);
  });
});
