import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrdersApi, adminOrders, binaryParser, placeOrder } from './support/admin-orders.js';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession } from './support/guest.js';
import { pdfText } from './support/pdf-text.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 32, point 8: a business guest's invoice. The guest (on their own order) or staff (on any) name the invoice's
// recipient until the invoice is issued; the invoice prints it and keeps it; above 400 € it cannot be issued without.

const COMPANY = { name: 'Muster Consulting GmbH', address: 'Ringstraße 1\n1010 Wien', uid: 'ATU12345675' };
const REQUIRED = 'INVOICE_RECIPIENT_REQUIRED';

describe('invoice recipients', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  let waiter: { jwt: string };
  let menu: Awaited<ReturnType<typeof menuItemsByName>>;

  const recipientPath = (guest: GuestSessionInfo, orderId: number) =>
    `/api/sessions/${guest.sessionId}/orders/${orderId}/invoice-recipient`;
  const asOwner = (guest: GuestSessionInfo) => bearer(guest.jwt);
  const staffSet = (orderId: number, body: object | null, jwt = waiter.jwt) =>
    body === null
      ? t.http.delete(`/api/admin/orders/${orderId}/invoice-recipient`).set(bearer(jwt))
      : t.http.put(`/api/admin/orders/${orderId}/invoice-recipient`).set(bearer(jwt)).send(body);
  const pay = (orderId: number, body: object = {}, jwt = waiter.jwt) =>
    t.http
      .post(`/api/admin/orders/${orderId}/pay`)
      .set(bearer(jwt))
      .send({ paymentMethod: 'CARD', ...body });
  const pdf = async (path: string) =>
    pdfText((await t.http.get(path).set(bearer(admin.jwt)).buffer(true).parse(binaryParser).expect(200)).body as Buffer);

  /** A guest at the table who ordered `lines` (one basket of their own); answers the session and the order id. */
  async function guestOrder(table: number, lines: Array<[name: string, quantity: number]>) {
    const guest = await startTableSession(t, table);
    for (const [name, quantity] of lines)
      await asGuest(t, guest)
        .add({ menuItemId: menu.get(name)!.menuItemId, quantity })
        .expect(201);
    const { body } = await asGuest(t, guest).checkout().expect(201);
    return { guest, orderId: body.orderId as number };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOrders(t);
    waiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    menu = await menuItemsByName(t);
  });
  afterAll(() => t.close());

  it('lets a guest name the recipient of their own order only, cleaned and checked', async () => {
    const { guest, orderId } = await guestOrder(2, [['Frittatensuppe', 1]]);
    const other = await startTableSession(t, 2);

    expect((await t.http.get(recipientPath(guest, orderId)).set(asOwner(guest)).expect(200)).body).toEqual({
      recipient: null,
      editable: true,
    });
    const typed = { name: '  Muster Consulting\tGmbH ', address: ' Ringstraße 1 \n\n1010 Wien', uid: 'atu 1234 5675' };
    const res = await t.http.put(recipientPath(guest, orderId)).set(asOwner(guest)).send(typed).expect(200);
    expect(res.body).toEqual({ recipient: COMPANY, editable: true });

    // Another phone's session, even at the same table: its own path, someone else's order.
    await t.http.get(recipientPath(other, orderId)).set(asOwner(other)).expect(404);
    await t.http.put(recipientPath(other, orderId)).set(asOwner(other)).send(COMPANY).expect(404);
    await t.http.delete(recipientPath(other, orderId)).set(asOwner(other)).expect(404);
    // The other session's token on the owner's path.
    await t.http.put(recipientPath(guest, orderId)).set(asOwner(other)).send(COMPANY).expect(403);

    const refused = async (body: object, field: string, message: RegExp) => {
      const answer = await t.http.put(recipientPath(guest, orderId)).set(asOwner(guest)).send(body).expect(400);
      expect(answer.body.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    };
    await refused({ address: 'Ringstraße 1' }, 'name', /Name ist erforderlich/);
    await refused({ name: '   ' }, 'name', /Name ist erforderlich/);
    await refused({ name: 'x'.repeat(101) }, 'name', /höchstens 100 Zeichen/);
    await refused({ name: 'ООО Ромашка' }, 'name', /lateinische Schrift/);
    await refused({ name: 'Muster', address: 'a\nb\nc\nd\ne' }, 'address', /höchstens 4 Zeilen/);
    await refused({ name: 'Muster', uid: 'ATU12345678' }, 'uid', /Prüfziffer/);
    await refused({ name: 'Muster', uid: 'US123' }, 'uid', /keine UID-Nummer/);
    await refused({ name: 'Muster', grossCents: 1 }, 'grossCents', /kein erlaubtes Feld/);

    const detail = (await admin.detail(orderId).expect(200)).body;
    expect(detail).toMatchObject({ invoiceRecipient: COMPANY, invoiceRecipientEditable: true });
    const events = (await admin.events(orderId).expect(200)).body as Array<{ type: string; message: string; actorUser: string | null }>;
    expect(events.at(-1)).toMatchObject({
      type: 'EDITED',
      message: 'Rechnungsempfänger (vom Gast): Muster Consulting GmbH, Ringstraße 1, 1010 Wien, UID ATU12345675',
      actorUser: null,
    });
    // The same again is no change.
    await t.http.put(recipientPath(guest, orderId)).set(asOwner(guest)).send(COMPANY).expect(200);
    expect((await admin.events(orderId).expect(200)).body).toHaveLength(events.length);

    const removed = await t.http.delete(recipientPath(guest, orderId)).set(asOwner(guest)).expect(200);
    expect(removed.body).toEqual({ recipient: null, editable: true });
  });

  it('refuses an invoice above 400 € without recipient, issues it with one and keeps it from then on', async () => {
    // 16 × 26,90 € = 430,40 €
    const { guest, orderId } = await guestOrder(3, [['Zwiebelrostbraten', 16]]);
    const refused = await pay(orderId).expect(409);
    expect(refused.body).toMatchObject({ code: REQUIRED, message: expect.stringContaining('Name und Anschrift') });
    // A name alone is not enough above 400 €.
    await staffSet(orderId, { name: 'Muster Consulting GmbH' }).expect(200);
    expect((await pay(orderId).expect(409)).body.message).toContain('die Anschrift von „Muster Consulting GmbH“');
    expect((await admin.detail(orderId)).body).toMatchObject({ paymentStatus: 'PENDING', invoiceNumber: null });

    // The back office's dialog sends the recipient with the payment.
    const paid = await pay(orderId, { recipient: COMPANY }).expect(200);
    const { invoiceNumber } = paid.body.order;
    expect(paid.body.order).toMatchObject({ paymentStatus: 'PAID', invoiceRecipient: COMPANY, invoiceRecipientEditable: false });
    const text = await pdf(`/api/admin/orders/${orderId}/invoice`);
    for (const line of ['Rechnungsempfänger', 'Muster Consulting GmbH', 'Ringstraße 1', '1010 Wien', 'UID: ATU12345675', '430,40 €'])
      expect(text).toContain(line);
    expect(text).not.toContain('Kleinbetragsrechnung');
    expect(text).not.toContain('____');

    // Issued: the recipient no longer changes, for the guest or staff.
    const locked = await t.http.put(recipientPath(guest, orderId)).set(asOwner(guest)).send({ name: 'Andere GmbH' }).expect(409);
    expect(locked.body.message).toBe(
      `Die Rechnung ${invoiceNumber} ist bereits ausgestellt: der Rechnungsempfänger lässt sich nicht mehr ändern. ` +
        'Einen anderen Empfänger nennt nur eine neue Rechnung: „Zahlung berichtigen“ (Stornorechnung und neue Rechnung).',
    );
    await staffSet(orderId, null).expect(409);
    expect((await t.http.get(recipientPath(guest, orderId)).set(asOwner(guest)).expect(200)).body).toEqual({
      recipient: COMPANY,
      editable: false,
    });

    // "Zahlung berichtigen" with another recipient: the credit note names the old one, the new invoice the new one.
    const other = { name: 'Beispiel KG', address: 'Hauptplatz 3\n8010 Graz', uid: 'DE123456789' };
    const corrected = await t.http
      .post(`/api/admin/orders/${orderId}/payment/correct`)
      .set(bearer(admin.jwt))
      .send({ paymentMethod: 'CASH', recipient: other })
      .expect(200);
    const documents = (await t.http.get(`/api/admin/orders/${orderId}/invoices`).set(bearer(admin.jwt)).expect(200)).body;
    const creditNote = documents.find((d: { kind: string }) => d.kind === 'CREDIT_NOTE').invoiceNumber as string;
    const creditText = await pdf(`/api/admin/orders/${orderId}/invoices/${creditNote}`);
    expect(creditText).toContain('Stornorechnung');
    expect(creditText).toContain('Muster Consulting GmbH');
    const newText = await pdf(`/api/admin/orders/${orderId}/invoices/${corrected.body.order.invoiceNumber}`);
    expect(newText).toContain('Beispiel KG');
    expect(newText).toContain('UID: DE123456789');
    expect(newText).not.toContain('Muster Consulting');
  });

  it('prints a recipient on a small invoice instead of the Kleinbetragsrechnung note; a payment may take it away', async () => {
    const order = await placeOrder(t, { table: 4 });
    await staffSet(order.orderId, { name: 'Anna Gast' }).expect(200);
    await pay(order.orderId).expect(200);
    const text = await pdf(`/api/admin/orders/${order.orderId}/invoice`);
    expect(text).toContain('Anna Gast');
    expect(text).not.toContain('Kleinbetragsrechnung');

    // The payment dialog with "Firmenrechnung" unticked: the invoice names nobody.
    const other = await placeOrder(t, { table: 4 });
    await staffSet(other.orderId, { name: 'Anna Gast' }).expect(200);
    expect((await pay(other.orderId, { recipient: null }).expect(200)).body.order.invoiceRecipient).toBeNull();
    const plain = await pdf(`/api/admin/orders/${other.orderId}/invoice`);
    expect(plain).toContain('Kleinbetragsrechnung');
    expect(plain).not.toContain('Anna Gast');
  });

  it('names the recipient the paid orders of a table bill name, or asks which one', async () => {
    const tableId = async (table: number) => (await admin.detail((await guestOrder(table, [['Cola 0,33 l', 1]])).orderId)).body.tableId;
    const payBill = (id: number, body: object) =>
      t.http
        .post(`/api/admin/bills/${id}/payments`)
        .set(bearer(waiter.jwt))
        .send({ paymentMethod: 'CARD', share: { parts: 1 }, ...body });

    // Table 5: only one order names a recipient: the whole table's invoice (above 400 €) names it.
    const first = await tableId(5);
    const big = await guestOrder(5, [['Zwiebelrostbraten', 16]]);
    await t.http.put(recipientPath(big.guest, big.orderId)).set(asOwner(big.guest)).send(COMPANY).expect(200);
    const open = (await t.http.get(`/api/admin/bills/${first}`).set(bearer(waiter.jwt)).expect(200)).body.openCents;
    const inherited = await payBill(first, { expectedCents: open }).expect(200);
    expect(await pdf(`/api/admin/invoices/${inherited.body.payment.invoiceNumber}`)).toContain('Muster Consulting GmbH');

    // Table 6: two orders name different recipients; above 400 € none at all would be refused too.
    const second = await tableId(6);
    const mine = await guestOrder(6, [['Zwiebelrostbraten', 16]]);
    const theirs = await guestOrder(6, [['Frittatensuppe', 1]]);
    await t.http.put(recipientPath(mine.guest, mine.orderId)).set(asOwner(mine.guest)).send(COMPANY).expect(200);
    await staffSet(theirs.orderId, { name: 'Beispiel KG' }).expect(200);
    const amount = (await t.http.get(`/api/admin/bills/${second}`).set(bearer(waiter.jwt)).expect(200)).body.openCents;
    const ambiguous = await payBill(second, { expectedCents: amount }).expect(409);
    expect(ambiguous.body).toMatchObject({ code: REQUIRED, message: expect.stringContaining('Muster Consulting GmbH, Beispiel KG') });
    const chosen = { name: 'Dritte OG', address: 'Domgasse 5\n1010 Wien' };
    const paid = await payBill(second, { expectedCents: amount, recipient: chosen }).expect(200);
    const invoiceText = await pdf(`/api/admin/invoices/${paid.body.payment.invoiceNumber}`);
    expect(invoiceText).toContain('Dritte OG');
    expect(invoiceText).not.toContain('Beispiel KG');

    // Reversing that payment: the credit note names the invoice's recipient.
    const reversed = await t.http.post(`/api/admin/payments/${paid.body.payment.paymentId}/refund`).set(bearer(admin.jwt)).expect(200);
    expect(await pdf(`/api/admin/invoices/${reversed.body.payment.invoiceNumber}`)).toContain('Dritte OG');
  });
});
