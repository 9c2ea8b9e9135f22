import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, binaryParser, placeOrder } from './support/admin-orders.js';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession, startTakeawaySession } from './support/guest.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { pdfText } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30, point 2: the table's bill. Every open line of a table's unpaid orders, by guest; paid in parts — lines,
// pieces of a line, equal shares — each with its own invoice; moving orders, merging and freeing tables.

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });

interface BillLine {
  orderItemId: number;
  orderId: number;
  menuItemName: string;
  quantity: number;
  openQuantity: number;
  openCents: number;
}
interface Bill {
  tableId: number;
  openCents: number;
  settled: boolean;
  guests: Array<{ key: string; name: string; openCents: number; lines: BillLine[] }>;
  payments: Array<{ invoiceNumber: string; amountCents: number }>;
}

describe('table bills', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  let waiter: { username: string; jwt: string };
  let secondWaiter: { username: string; jwt: string };
  let menu: Awaited<ReturnType<typeof menuItemsByName>>;

  const db = () => t.app.get(DataSource);
  const tableIds = new Map<number, number>();
  const tableId = (tableNumber: number): number => tableIds.get(tableNumber)!;
  const bill = async (table: number, jwt = waiter.jwt): Promise<Bill> =>
    (
      await t.http
        .get(`/api/admin/bills/${tableId(table)}`)
        .set(bearer(jwt))
        .expect(200)
    ).body;
  const pay = (table: number, body: object, jwt = waiter.jwt) =>
    t.http
      .post(`/api/admin/bills/${tableId(table)}/payments`)
      .set(bearer(jwt))
      .send(body);
  const invoicePdf = async (invoiceNumber: string) =>
    pdfText(
      (await t.http.get(`/api/admin/invoices/${invoiceNumber}`).set(bearer(waiter.jwt)).buffer(true).parse(binaryParser).expect(200))
        .body as Buffer,
    );
  const lines = (b: Bill) => b.guests.flatMap((g) => g.lines);
  const lineOf = (b: Bill, name: string) => lines(b).find((l) => l.menuItemName === name)!;
  const closing = async () => (await t.http.get('/api/admin/reports/daily-closing').query({ date: today() }).set(bearer(admin.jwt))).body;
  const sold = async (name: string) => {
    const report = (
      await t.http.get('/api/admin/reports/products').query({ from: today(), to: today() }).set(bearer(admin.jwt)).expect(200)
    ).body;
    return report.products.find((p: { name: string }) => p.name === name) as { quantity: number; grossCents: number };
  };
  const add = (guest: GuestSessionInfo, name: string, quantity = 1) =>
    asGuest(t, guest)
      .add({ menuItemId: menu.get(name)!.menuItemId, quantity })
      .expect(201);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOrders(t);
    waiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    secondWaiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    menu = await menuItemsByName(t);
    const tables = await db().query('SELECT id, table_number FROM dining_tables WHERE active');
    for (const row of tables as Array<{ id: number; table_number: number }>) tableIds.set(row.table_number, row.id);
  });
  afterAll(() => t.close());

  it("groups a shared table's open lines by guest, pays one guest's lines, pieces of a line and the rest, each with its own invoice", async () => {
    const closingBefore = await closing();
    const beersBefore = (await sold('Märzen Bier 0,3 l')).quantity;
    const [anna, ben, cara, dora] = [
      await startTableSession(t, 6, { shared: true }),
      await startTableSession(t, 6, { shared: true }),
      await startTableSession(t, 6, { shared: true }),
      await startTableSession(t, 6, { shared: true }),
    ];
    await t.http.patch(`/api/sessions/${anna.sessionId}`).set(bearer(anna.jwt)).send({ guestName: 'Anna' }).expect(200);
    await add(anna, 'Wiener Schnitzel vom Kalb');
    await add(ben, 'Rindsgulasch');
    await add(cara, 'Märzen Bier 0,3 l', 3);
    await add(dora, 'Frittatensuppe');
    await asGuest(t, anna).checkout().expect(201);
    await add(ben, 'Almdudler 0,35 l');
    await asGuest(t, ben).checkout().expect(201);

    const open = await bill(6);
    expect(open).toMatchObject({ openCents: 2490 + 1590 + 1170 + 520 + 390, settled: false, payments: [] });
    expect(open.guests.map((g) => [g.name, g.openCents])).toEqual([
      ['Anna', 2490],
      ['Gast 2', 1590 + 390],
      ['Gast 3', 1170],
      ['Gast 4', 520],
    ]);
    const tables = (await t.http.get('/api/admin/bills').set(bearer(waiter.jwt)).expect(200)).body;
    expect(tables).toContainEqual(
      expect.objectContaining({ tableNumber: 6, orders: 2, openCents: 6160, firstOrderAt: expect.any(String) }),
    );

    // The guest sees their own lines and the whole table's.
    const seen = (await t.http.get(`/api/sessions/${anna.sessionId}/bill`).set(bearer(anna.jwt)).expect(200)).body;
    expect(seen).toMatchObject({ tableNumber: 6, openCents: 6160, mineOpenCents: 2490, mineKey: anna.sessionId });
    const takeaway = await startTakeawaySession(t);
    await t.http.get(`/api/sessions/${takeaway.sessionId}/bill`).set(bearer(takeaway.jwt)).expect(404);

    // Anna pays her own lines by card.
    const annas = open.guests[0].lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.openQuantity }));
    const byCard = (await pay(6, { paymentMethod: 'CARD', lines: annas, expectedCents: 2490 }).expect(200)).body;
    expect(byCard.payment).toMatchObject({
      method: 'CARD',
      amountCents: 2490,
      orderId: null,
      tableNumber: 6,
      staffUsername: waiter.username,
    });
    const annasInvoice = await invoicePdf(byCard.payment.invoiceNumber);
    expect(annasInvoice).toContain('Wiener Schnitzel vom Kalb');
    expect(annasInvoice).toContain('Tisch 6');
    expect(annasInvoice).toContain('Kartenzahlung');
    expect(annasInvoice).not.toContain('Rindsgulasch');
    expect(byCard.bill.guests.map((g: { name: string }) => g.name)).toEqual(['Gast 2', 'Gast 3', 'Gast 4']);

    // 2 of the 3 beers, cash with change; then two waiters try the last beer at once: one payment.
    const beers = lineOf(byCard.bill, 'Märzen Bier 0,3 l');
    const twoBeers = (
      await pay(6, { paymentMethod: 'CASH', lines: [{ orderItemId: beers.orderItemId, quantity: 2 }], givenCents: 1000 }).expect(200)
    ).body;
    expect(twoBeers.payment).toMatchObject({ amountCents: 780, givenCents: 1000, changeCents: 220 });
    expect(lineOf(twoBeers.bill, 'Märzen Bier 0,3 l')).toMatchObject({ openQuantity: 1, openCents: 390 });
    await pay(6, { paymentMethod: 'CASH', lines: [{ orderItemId: beers.orderItemId, quantity: 2 }] }).expect(409);
    const lastBeer = { paymentMethod: 'CARD', lines: [{ orderItemId: beers.orderItemId, quantity: 1 }], expectedCents: 390 };
    const both = await Promise.all([pay(6, lastBeer), pay(6, lastBeer, secondWaiter.jwt)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const beerPayments = await db().query(
      `SELECT p.amount_cents FROM payments p JOIN payment_items i ON i.payment_id = p.id WHERE i.order_item_id = $1 ORDER BY p.id`,
      [beers.orderItemId],
    );
    expect(beerPayments.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([780, 390]);

    // The rest: "Tisch abrechnen" is one part of one.
    const rest = await bill(6);
    expect(rest.openCents).toBe(1590 + 390 + 520);
    await pay(6, { paymentMethod: 'CASH', share: { parts: 1 }, expectedCents: 9999 }).expect(409);
    const all = (await pay(6, { paymentMethod: 'CASH', share: { parts: 1 }, expectedCents: 2500, tipCents: 150 }).expect(200)).body;
    expect(all.bill).toMatchObject({ openCents: 0, settled: true, guests: [] });
    expect(all.bill.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([2490, 780, 390, 2500]);
    const restInvoice = await invoicePdf(all.payment.invoiceNumber);
    expect(restInvoice).toContain('Rindsgulasch');
    expect(restInvoice).toContain('Almdudler');
    expect(restInvoice).toContain('Trinkgeld: 1,50 €');
    const orders = await db().query(`SELECT payment_status FROM orders WHERE table_number = 6 ORDER BY id`);
    expect(orders.map((o: { payment_status: string }) => o.payment_status)).toEqual(['PAID', 'PAID']);

    // The reports count exactly what was collected, the beers as pieces.
    const closingAfter = await closing();
    expect(closingAfter.grossCents - closingBefore.grossCents).toBe(6160);
    expect(closingAfter.tipCents - closingBefore.tipCents).toBe(150);
    expect((await sold('Märzen Bier 0,3 l')).quantity - beersBefore).toBe(3);
    // Each order lists the invoices that paid its lines; its invoice PDF is the last of them.
    const [firstOrder] = await db().query(`SELECT id FROM orders WHERE table_number = 6 ORDER BY id LIMIT 1`);
    const documents = (await t.http.get(`/api/admin/orders/${firstOrder.id}/invoices`).set(bearer(waiter.jwt)).expect(200)).body;
    expect(documents.map((d: { invoiceNumber: string }) => d.invoiceNumber)).toEqual([
      byCard.payment.invoiceNumber,
      twoBeers.payment.invoiceNumber,
      both.find((r) => r.status === 200)!.body.payment.invoiceNumber,
      all.payment.invoiceNumber,
    ]);
    expect(pdfText((await admin.invoice(firstOrder.id).expect(200)).body as Buffer)).toContain(all.payment.invoiceNumber);
    // Its parts are corrected at the table, one payment each: the order's own refund points there.
    expect((await admin.detail(firstOrder.id).expect(200)).body.allowedActions).not.toContain('refund');
    expect((await admin.act(firstOrder.id, 'refund').expect(409)).body.message).toContain('Tischrechnung');

    // Settled: the table is freed, its guests' sessions end.
    await t.http
      .post(`/api/admin/bills/${tableId(6)}/free`)
      .set(bearer(waiter.jwt))
      .expect(200);
    await asGuest(t, anna).basket().expect(401);
  });

  it('splits 100,00 € in 3 equal parts (33,34 + 33,33 + 33,33), one payment when two waiters pay the same part', async () => {
    const created = await t.http
      .post('/api/admin/menu/items')
      .set(bearer(admin.jwt))
      .send({ typeCode: 'FOOD', categoryId: menu.get('Tafelspitz')!.categoryId, name: 'Degustationsmenü', basePrice: 100 })
      .expect(201);
    const guest = await startTableSession(t, 7);
    await asGuest(t, guest).add({ menuItemId: created.body.menuItemId }).expect(201);
    const { orderId } = (await asGuest(t, guest).checkout().expect(201)).body;

    await pay(7, { paymentMethod: 'CASH', share: { parts: 3 } }).expect(400);
    await pay(7, { paymentMethod: 'CASH', share: { parts: 3 }, lines: [{ orderItemId: 1, quantity: 1 }], expectedCents: 3334 }).expect(400);
    const first = (await pay(7, { paymentMethod: 'CARD', share: { parts: 3 }, expectedCents: 3334 }).expect(200)).body;
    expect(first.bill.openCents).toBe(6666);
    const second = { paymentMethod: 'CASH', share: { parts: 2 }, expectedCents: 3333 };
    const both = await Promise.all([pay(7, second), pay(7, second, secondWaiter.jwt)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const third = (await pay(7, { paymentMethod: 'CASH', share: { parts: 1 }, expectedCents: 3333 }).expect(200)).body;
    expect(third.bill.settled).toBe(true);
    const amounts = await db().query(
      `SELECT DISTINCT p.id, p.amount_cents, p.vat10_gross_cents FROM payments p JOIN payment_items i ON i.payment_id = p.id
       WHERE i.order_id = $1 ORDER BY p.id`,
      [orderId],
    );
    expect(amounts.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([3334, 3333, 3333]);
    expect(amounts.every((r: { amount_cents: number; vat10_gross_cents: number }) => r.vat10_gross_cents === r.amount_cents)).toBe(true);
    expect((await admin.detail(orderId).expect(200)).body.paymentStatus).toBe('PAID');
    const pieces = await db().query(`SELECT sum(quantity)::int AS q, sum(gross_cents)::int AS c FROM payment_items WHERE order_id = $1`, [
      orderId,
    ]);
    expect(pieces).toEqual([{ q: 1, c: 10000 }]);
    expect(await invoicePdf(first.payment.invoiceNumber)).toContain('33,34 €');

    // A part is corrected with a credit note (ADMIN only): its share is open again and paid anew.
    await t.http.post(`/api/admin/payments/${first.payment.paymentId}/refund`).set(bearer(waiter.jwt)).expect(403);
    const reversed = (await t.http.post(`/api/admin/payments/${first.payment.paymentId}/refund`).set(bearer(admin.jwt)).expect(200)).body;
    expect(reversed.payment).toMatchObject({ amountCents: -3334 });
    expect(reversed.bill.openCents).toBe(3334);
    const creditNote = await invoicePdf(reversed.payment.invoiceNumber);
    expect(creditNote).toContain('Stornorechnung');
    expect(creditNote).toContain(first.payment.invoiceNumber);
    expect(creditNote).toContain('-33,34 €');
    await t.http.post(`/api/admin/payments/${first.payment.paymentId}/refund`).set(bearer(admin.jwt)).expect(409);
    expect((await admin.detail(orderId).expect(200)).body.paymentStatus).toBe('PENDING');
    await pay(7, { paymentMethod: 'CASH', share: { parts: 1 }, expectedCents: 3334 }).expect(200);
    expect((await admin.detail(orderId).expect(200)).body.paymentStatus).toBe('PAID');
  });

  it('refuses bad payments with a clear 4xx and changes nothing', async () => {
    const { orderId } = await placeOrder(t, { table: 8, lines: [{ name: 'Rindsgulasch', quantity: 2 }] });
    const [item] = (await bill(8)).guests[0].lines;
    const count = async () => (await db().query('SELECT count(*)::int AS n FROM payments'))[0].n;
    const before = await count();
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: item.orderItemId, quantity: 3 }] }).expect(409);
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: item.orderItemId, quantity: 0 }] }).expect(400);
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: 999999, quantity: 1 }] }).expect(409);
    await pay(8, {
      paymentMethod: 'CASH',
      lines: [
        { orderItemId: item.orderItemId, quantity: 1 },
        { orderItemId: item.orderItemId, quantity: 1 },
      ],
    }).expect(400);
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: item.orderItemId, quantity: 1 }], givenCents: 100 }).expect(400);
    await pay(8, { paymentMethod: 'CARD', lines: [{ orderItemId: item.orderItemId, quantity: 1 }], givenCents: 5000 }).expect(400);
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: item.orderItemId, quantity: 1, extra: true }] }).expect(400);
    await t.http
      .post('/api/admin/bills/999999/payments')
      .set(bearer(waiter.jwt))
      .send({ paymentMethod: 'CASH', share: { parts: 1 }, expectedCents: 1 })
      .expect(404);
    await t.http.get(`/api/admin/bills/${tableId(8)}`).expect(401);
    expect(await count()).toBe(before);
    // A part paid over the bill: the whole-order payment refuses, and says where to go on.
    await pay(8, { paymentMethod: 'CASH', lines: [{ orderItemId: item.orderItemId, quantity: 1 }] }).expect(200);
    const whole = await t.http.post(`/api/admin/orders/${orderId}/pay`).set(bearer(waiter.jwt)).send({ paymentMethod: 'CASH' }).expect(409);
    expect(whole.body.message).toContain('Tischrechnung');
    // Nor can it be cancelled while a part of it is paid: that part's payment is reversed first.
    expect((await admin.act(orderId, 'cancel').expect(409)).body.message).toContain('zuerst diese Zahlungen stornieren');
  });

  it('moves an order to another table and merges two tables; frees a table only when settled', async () => {
    const a = await placeOrder(t, { table: 9, lines: [{ name: 'Frittatensuppe' }] });
    const b = await placeOrder(t, { table: 10, lines: [{ name: 'Rindsgulasch' }] });
    const moved = (
      await t.http
        .post(`/api/admin/orders/${a.orderId}/move`)
        .set(bearer(waiter.jwt))
        .send({ tableId: tableId(10) })
        .expect(200)
    ).body;
    expect(moved.tableNumber).toBe(10);
    const events = (await admin.events(a.orderId).expect(200)).body as Array<{ message: string }>;
    expect(events.at(-1)!.message).toBe('Tisch 9 → Tisch 10');
    expect((await bill(10)).openCents).toBe(520 + 1590);
    expect((await bill(9)).settled).toBe(true);

    const c = await placeOrder(t, { table: 9, lines: [{ name: 'Almdudler 0,35 l' }] });
    const merged = (
      await t.http
        .post(`/api/admin/bills/${tableId(10)}/merge`)
        .set(bearer(waiter.jwt))
        .send({ fromTableId: tableId(9) })
        .expect(200)
    ).body;
    expect(merged.openCents).toBe(520 + 1590 + 390);
    await t.http
      .post(`/api/admin/bills/${tableId(10)}/merge`)
      .set(bearer(waiter.jwt))
      .send({ fromTableId: tableId(9) })
      .expect(409);
    await t.http
      .post(`/api/admin/bills/${tableId(10)}/merge`)
      .set(bearer(waiter.jwt))
      .send({ fromTableId: tableId(10) })
      .expect(400);

    await t.http
      .post(`/api/admin/bills/${tableId(10)}/free`)
      .set(bearer(waiter.jwt))
      .expect(409);
    await pay(10, { paymentMethod: 'CARD', share: { parts: 1 }, expectedCents: 2500 }).expect(200);
    for (const id of [a.orderId, b.orderId, c.orderId]) expect((await admin.detail(id).expect(200)).body.paymentStatus).toBe('PAID');
    await t.http
      .post(`/api/admin/orders/${b.orderId}/move`)
      .set(bearer(waiter.jwt))
      .send({ tableId: tableId(9) })
      .expect(409);
    await t.http
      .post(`/api/admin/bills/${tableId(10)}/free`)
      .set(bearer(waiter.jwt))
      .expect(200);
  });
});
