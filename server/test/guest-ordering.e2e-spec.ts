import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { asGuest, menuItemsByName, startTableSession, startTakeawaySession, tableQrCode } from './support/guest.js';
import { menuChangedOutsideTheApp, startTestApp, type TestApp } from './support/test-app.js';

describe('guest ordering API', () => {
  let t: TestApp;
  let items: Awaited<ReturnType<typeof menuItemsByName>>;
  let addingIds: Record<string, number>;
  const id = (name: string) => items.get(name)!.menuItemId;
  /** A change of the menu behind the back office's back, which the app is then told of. */
  const changeMenu = async (sql: string, parameters?: unknown[]) => {
    await t.app.get(DataSource).query(sql, parameters);
    menuChangedOutsideTheApp(t);
  };

  beforeAll(async () => {
    t = await startTestApp();
    items = await menuItemsByName(t);
    const addings = (await t.http.get('/api/addings')).body as Array<{ addingId: number; name: string }>;
    addingIds = Object.fromEntries(addings.map((a) => [a.name, a.addingId]));
  });
  afterAll(() => t.close());

  describe('session start', () => {
    it('starts a table session from the QR code with a session token', async () => {
      const session = await startTableSession(t, 3);
      expect(session).toMatchObject({
        tableNumber: 3,
        entryType: 'TABLE',
        status: 'OPEN',
        sessionId: expect.any(String),
        jwt: expect.any(String),
      });
    });

    it('starts a takeaway session without a table', async () => {
      expect(await startTakeawaySession(t)).toMatchObject({ tableId: null, tableNumber: null, entryType: 'TAKEAWAY' });
    });

    it('answers 404 with the spec text for unknown, malformed and deactivated tables', async () => {
      const unknown = await t.http.post('/api/sessions/start/doesNotExist123').expect(404);
      expect(unknown.body.message).toBe('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
      await t.http.post('/api/sessions/start/%27%3B--').expect(404);
      const qr = await tableQrCode(t, 12);
      await t.app.get(DataSource).query('UPDATE dining_tables SET active = false WHERE table_number = 12');
      await t.http.post(`/api/sessions/start/${qr}`).expect(404);
    });
  });

  describe('session token guard', () => {
    it("answers 401 without a token and with a forged one, 403 with another session's token", async () => {
      const mine = await startTableSession(t);
      const other = await startTakeawaySession(t);
      await t.http.get(`/api/sessions/${mine.sessionId}/basket`).expect(401);
      await t.http.get(`/api/sessions/${mine.sessionId}/basket`).set('Authorization', `Bearer ${mine.jwt}x`).expect(401);
      const forbidden = await t.http.get(`/api/sessions/${mine.sessionId}/basket`).set('Authorization', `Bearer ${other.jwt}`).expect(403);
      expect(forbidden.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      await t.http
        .post(`/api/sessions/${mine.sessionId}/checkout`)
        .set('Authorization', `Bearer ${other.jwt}`)
        .send({ paymentMethod: 'CASH' })
        .expect(403);
    });
  });

  describe('basket', () => {
    it('adds an item with extras, prices it in cents and merges the same item with the same extras', async () => {
      const guest = asGuest(t, await startTableSession(t));
      const schnitzel = id('Wiener Schnitzel vom Kalb');
      await guest.add({ menuItemId: schnitzel, quantity: 1, addingIds: [addingIds['Preiselbeeren'], addingIds['Extra Käse']] }).expect(201);
      const merged = await guest
        .add({ menuItemId: schnitzel, quantity: 2, addingIds: [addingIds['Extra Käse'], addingIds['Preiselbeeren']] })
        .expect(201);
      expect(merged.body.items).toHaveLength(1);
      expect(merged.body.items[0]).toMatchObject({
        quantity: 3,
        unitPrice: 27.3,
        unitTotal: 27.3,
        totalPrice: 81.9,
        name: 'Wiener Schnitzel vom Kalb',
      });
      expect(merged.body.items[0].addings.map((a: { name: string }) => a.name)).toEqual(['Extra Käse', 'Preiselbeeren']);
      expect(merged.body.totalPrice).toBe(81.9);
      expect(merged.body.taxBreakdown).toEqual([{ code: 'VAT_10', percent: 10, gross: 81.9, vat: 7.45, net: 74.45 }]);
    });

    it('keeps a different set of extras on its own line and defaults quantity to 1', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Käsespätzle') }).expect(201);
      const res = await guest.add({ menuItemId: id('Käsespätzle'), addingIds: [addingIds['Speck']] }).expect(201);
      expect(res.body.items.map((i: { quantity: number; unitPrice: number }) => [i.quantity, i.unitPrice])).toEqual([
        [1, 14.5],
        [1, 16.5],
      ]);
    });

    it('reads null extras and a null quantity as left out (found by the fuzz suite: null extras were a 500)', async () => {
      const guest = asGuest(t, await startTableSession(t));
      const res = await guest.add({ menuItemId: id('Käsespätzle'), quantity: null, addingIds: null }).expect(201);
      expect(res.body.items.map((i: { quantity: number; addings: unknown[] }) => [i.quantity, i.addings])).toEqual([[1, []]]);
    });

    it('refuses invalid input with 400 and field errors, changing nothing', async () => {
      const guest = asGuest(t, await startTableSession(t));
      const cases: Array<[object, string]> = [
        [{ menuItemId: id('Tafelspitz'), quantity: 0 }, 'quantity'],
        [{ menuItemId: id('Tafelspitz'), quantity: 100 }, 'quantity'],
        [{ menuItemId: id('Tafelspitz'), quantity: 1.5 }, 'quantity'],
        [{ menuItemId: 'x' }, 'menuItemId'],
        [{ menuItemId: id('Tafelspitz'), addingIds: [1, 2, 3, 4, 5, 6] }, 'addingIds'],
        [{ menuItemId: id('Tafelspitz'), addingIds: [1, 1] }, 'addingIds'],
        [{ menuItemId: id('Tafelspitz'), price: 0.01 }, 'price'],
        [{ menuItemId: id('Tafelspitz'), addingIds: [addingIds['Hafermilch']] }, 'addingIds'],
      ];
      for (const [body, field] of cases) {
        const res = await guest.add(body).expect(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      expect((await guest.basket().expect(200)).body.items).toEqual([]);
    });

    it('accepts five extras on one line but no line above 50 pieces (ORDER_MAX_QUANTITY)', async () => {
      const guest = asGuest(t, await startTableSession(t));
      const five = ['Extra Käse', 'Speck', 'Spiegelei', 'Preiselbeeren', 'Knoblauchsauce'].map((n) => addingIds[n]);
      await guest.add({ menuItemId: id('Backhendl'), quantity: 50, addingIds: five }).expect(201);
      const res = await guest.add({ menuItemId: id('Backhendl'), quantity: 1, addingIds: five }).expect(400);
      expect(res.body.message).toBe('Höchstens 50 Stück pro Position.');
      expect((await guest.basket()).body.items[0].quantity).toBe(50);
    });

    it('answers 404 for an unknown item and 409 with the spec text for an unavailable one', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: 999999 }).expect(404);
      await changeMenu('UPDATE menu_items SET available = false WHERE id = $1', [id('Forelle Müllerin')]);
      const res = await guest.add({ menuItemId: id('Forelle Müllerin') }).expect(409);
      expect(res.body.message).toBe('Dieses Produkt ist gerade nicht verfügbar.');
      await changeMenu('UPDATE menu_items SET available = true WHERE id = $1', [id('Forelle Müllerin')]);
    });

    it('removes one piece, the whole line, and a single extra (merging equal lines)', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Rindsgulasch'), quantity: 3 }).expect(201);
      const withExtra = await guest.add({ menuItemId: id('Rindsgulasch'), quantity: 1, addingIds: [addingIds['Spiegelei']] }).expect(201);
      const [plain, extra] = withExtra.body.items;
      expect((await guest.remove(plain.itemId, 1).expect(200)).body.items[0].quantity).toBe(2);
      const merged = await guest.removeAdding(extra.itemId, addingIds['Spiegelei']).expect(200);
      expect(merged.body.items).toHaveLength(1);
      expect(merged.body.items[0]).toMatchObject({ quantity: 3, addings: [] });
      await guest.removeAdding(merged.body.items[0].itemId, addingIds['Spiegelei']).expect(404);
      expect((await guest.remove(merged.body.items[0].itemId).expect(200)).body).toMatchObject({
        items: [],
        totalPrice: 0,
        taxBreakdown: [],
      });
      await guest.remove(merged.body.items[0].itemId).expect(404);
      await guest.remove(1, 0).expect(400);
    });

    it("never lets one session touch another session's basket line", async () => {
      const owner = asGuest(t, await startTableSession(t));
      const line = (await owner.add({ menuItemId: id('Melange') }).expect(201)).body.items[0];
      const intruder = asGuest(t, await startTakeawaySession(t));
      await intruder.remove(line.itemId).expect(404);
      expect((await owner.basket()).body.items).toHaveLength(1);
    });
  });

  describe('checkout', () => {
    it('turns the basket into an order with snapshot prices and empties the basket', async () => {
      const session = await startTableSession(t, 5);
      const guest = asGuest(t, session);
      await guest.add({ menuItemId: id('Tafelspitz'), quantity: 2, addingIds: [addingIds['Preiselbeeren']] }).expect(201);
      await guest.add({ menuItemId: id('Zwickl Bier 0,5 l'), quantity: 2 }).expect(201);
      const res = await guest.checkout({ paymentMethod: 'CARD' }).expect(201);
      expect(res.body).toMatchObject({ orderNumber: expect.any(Number), totalPrice: 59.2, status: 'IN_PROGRESS' });
      expect(res.body.order).toMatchObject({
        orderType: 'DINE_IN',
        tableNumber: 5,
        paymentMethod: 'CARD',
        paymentStatus: 'PENDING',
        itemsCount: 4,
        grossAmount: 59.2,
      });
      expect((await guest.basket()).body.items).toEqual([]);
      await changeMenu('UPDATE menu_items SET base_price_cents = 9990 WHERE id = $1', [id('Tafelspitz')]);
      const [order] = (await guest.orders().expect(200)).body;
      expect(order.grossAmount).toBe(59.2);
      const events = await t.app.get(DataSource).query('SELECT type, actor_user FROM order_events WHERE order_id = $1', [order.orderId]);
      expect(events).toEqual([{ type: 'CREATED', actor_user: null }]);
    });

    it('makes takeaway orders TAKEAWAY and answers the spec texts for an empty basket and bad payment', async () => {
      const guest = asGuest(t, await startTakeawaySession(t));
      const empty = await guest.checkout().expect(409);
      expect(empty.body.message).toBe('Warenkorb ist leer');
      await guest.add({ menuItemId: id('Sachertorte') }).expect(201);
      await guest.checkout({ paymentMethod: 'BITCOIN' }).expect(400);
      await guest.checkout({}).expect(400);
      const res = await guest.checkout({ paymentMethod: 'CASH' }).expect(201);
      expect(res.body.order.orderType).toBe('TAKEAWAY');
      expect(res.body.order.tableNumber).toBeNull();
    });

    it('refuses to order an item that became unavailable after it was put in the basket', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Kaiserschmarrn') }).expect(201);
      await changeMenu('UPDATE menu_items SET available = false WHERE id = $1', [id('Kaiserschmarrn')]);
      const res = await guest.checkout().expect(409);
      expect(res.body.message).toContain('Dieses Produkt ist gerade nicht verfügbar.');
      expect((await guest.basket()).body.items).toHaveLength(1);
      await changeMenu('UPDATE menu_items SET available = true WHERE id = $1', [id('Kaiserschmarrn')]);
    });

    it('refuses to order an item whose menu type was deactivated after it was put in the basket', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Coupe Dänemark') }).expect(201);
      await changeMenu("UPDATE menu_types SET active = false WHERE code = 'DESSERTS'");
      try {
        expect((await guest.basket().expect(200)).body.items[0].available).toBe(false);
        await guest.add({ menuItemId: id('Sorbet-Trio') }).expect(409);
        const res = await guest.checkout().expect(409);
        expect(res.body.message).toContain('Dieses Produkt ist gerade nicht verfügbar.');
      } finally {
        await changeMenu("UPDATE menu_types SET active = true WHERE code = 'DESSERTS'");
      }
    });

    it('answers a repeated Idempotency-Key with the same order (200) and rejects a malformed key', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Apfelstrudel') }).expect(201);
      const first = await guest.checkout({ paymentMethod: 'CASH' }, 'key-1').expect(201);
      const again = await guest.checkout({ paymentMethod: 'CASH' }, 'key-1').expect(200);
      expect(again.body.orderNumber).toBe(first.body.orderNumber);
      await guest.checkout({ paymentMethod: 'CASH' }, 'key 2 with spaces').expect(400);
    });

    it('refuses an Idempotency-Key reused for another request with 422, and answers the same request with the first order', async () => {
      const guest = asGuest(t, await startTableSession(t));
      await guest.add({ menuItemId: id('Apfelstrudel') }).expect(201);
      const first = await guest.checkout({ paymentMethod: 'CARD' }, 'key-reuse').expect(201);
      // Another payment method under the same key is another request.
      const otherBody = await guest.checkout({ paymentMethod: 'CASH' }, 'key-reuse').expect(422);
      expect(otherBody.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message:
          'Dieser Idempotency-Key gehört zu einer anderen Bestellung (anderer Warenkorb oder andere Zahlungsart). Bitte mit einem neuen Schlüssel senden.',
      });
      // The basket changed since: the key must not silently answer the old order.
      await guest.add({ menuItemId: id('Melange'), quantity: 2 }).expect(201);
      await guest.checkout({ paymentMethod: 'CARD' }, 'key-reuse').expect(422);
      expect((await guest.basket()).body.items).toHaveLength(1);
      const second = await guest.checkout({ paymentMethod: 'CARD' }, 'key-fresh').expect(201);
      expect(second.body.orderNumber).not.toBe(first.body.orderNumber);
      // The very same request again, with the basket as that checkout left it: the first answer.
      const again = await guest.checkout({ paymentMethod: 'CARD' }, 'key-reuse').expect(200);
      expect(again.body.orderNumber).toBe(first.body.orderNumber);
      expect(again.body.totalPrice).toBe(first.body.totalPrice);
    });

    it('shows the guest a guest view of the order: no staff note, staff names, invoice or internal ids', async () => {
      const session = await startTableSession(t, 2);
      const guest = asGuest(t, session);
      await guest.add({ menuItemId: id('Apfelstrudel') }).expect(201);
      const placed = (await guest.checkout().expect(201)).body;
      expect(Object.keys(placed.order).sort()).toEqual([
        'grossAmount',
        'items',
        'itemsCount',
        'orderId',
        'orderNumber',
        'orderType',
        'paymentMethod',
        'paymentStatus',
        'rejectionReason',
        'status',
        'submittedAt',
        'tableNumber',
        'updatedAt',
      ]);
      const { adminToken, bearer } = await import('./support/staff.js');
      const admin = await adminToken(t);
      await t.http
        .patch(`/api/admin/orders/${placed.orderId}`)
        .set(bearer(admin))
        .send({ note: 'Stammgast, zahlt immer spät' })
        .expect(200);
      await t.http.post(`/api/admin/orders/${placed.orderId}/reject`).set(bearer(admin)).send({ reason: 'Strudel ist aus.' }).expect(200);
      for (const res of [
        await guest.orders().expect(200),
        await t.http.get(`/api/sessions/${session.sessionId}/orders/${placed.orderId}`).set(bearer(session.jwt)).expect(200),
      ]) {
        const text = JSON.stringify(res.body);
        expect(text).not.toContain('Stammgast');
        expect(text).not.toContain('invoiceNumber');
        // The staff's note on the order stays with staff; a line's `note` is the guest's own text.
        for (const order of Array.isArray(res.body) ? res.body : [res.body]) expect(order).not.toHaveProperty('note');
        expect(text).toContain('Strudel ist aus.');
      }
    });

    it('makes exactly one order from 10 parallel checkouts of one basket', async () => {
      const session = await startTableSession(t, 7);
      const guest = asGuest(t, session);
      await guest.add({ menuItemId: id('Frittatensuppe'), quantity: 2 }).expect(201);
      const results = await Promise.all(Array.from({ length: 10 }, () => guest.checkout()));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      expect((await guest.orders()).body).toHaveLength(1);
    });

    it('makes exactly one order from 10 parallel checkouts with the same Idempotency-Key', async () => {
      const guest = asGuest(t, await startTableSession(t, 8));
      await guest.add({ menuItemId: id('Gulaschsuppe') }).expect(201);
      const results = await Promise.all(Array.from({ length: 10 }, () => guest.checkout({ paymentMethod: 'CARD' }, 'same-key')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(1);
      expect((await guest.orders()).body).toHaveLength(1);
    });

    it('gives every order its own increasing order number', async () => {
      const numbers: number[] = [];
      for (let i = 0; i < 3; i++) {
        const guest = asGuest(t, await startTakeawaySession(t));
        await guest.add({ menuItemId: id('Melange') }).expect(201);
        numbers.push((await guest.checkout().expect(201)).body.orderNumber);
      }
      expect(numbers[1]).toBeGreaterThan(numbers[0]);
      expect(numbers[2]).toBeGreaterThan(numbers[1]);
    });
  });
});
