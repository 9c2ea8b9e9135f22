import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession, startTakeawaySession } from './support/guest.js';
import { connectLive, listen, type LiveProbe, pause, useTwoProcesses } from './support/live-socket.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

type Menu = Awaited<ReturnType<typeof menuItemsByName>>;

function patchSession(t: TestApp, session: GuestSessionInfo, body: object) {
  return t.http.patch(`/api/sessions/${session.sessionId}`).set(bearer(session.jwt)).send(body);
}

async function ordersOfTable(t: TestApp, tableNumber: number): Promise<Array<{ id: number; session_id: string; table_basket_id: string }>> {
  return t.app
    .get(DataSource)
    .query('SELECT id, session_id, table_basket_id FROM orders WHERE table_number = $1 ORDER BY id', [tableNumber]);
}

describe('one basket per table', () => {
  let t: TestApp;
  let url: string;
  let menu: Menu;
  const probes: LiveProbe[] = [];
  const dish = (name: string) => menu.get(name)!.menuItemId;

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    menu = await menuItemsByName(t);
  });
  afterEach(() => probes.splice(0).forEach((p) => p.close()));
  afterAll(() => t.close());

  it('shows every phone at the table the same basket, each line with who added it', async () => {
    const [anna, ben] = [await startTableSession(t, 3, { shared: true }), await startTableSession(t, 3, { shared: true })];
    await asGuest(t, anna)
      .add({ menuItemId: dish('Rindsgulasch'), quantity: 2 })
      .expect(201);
    expect((await patchSession(t, ben, { guestName: '  Ben  ' }).expect(200)).body).toMatchObject({
      guestName: 'Ben',
      privateBasket: false,
    });
    const afterBen = (
      await asGuest(t, ben)
        .add({ menuItemId: dish('Frittatensuppe') })
        .expect(201)
    ).body;

    const seenByAnna = (await asGuest(t, anna).basket().expect(200)).body;
    expect(seenByAnna).toMatchObject({ shared: true, basketId: afterBen.basketId, totalPrice: afterBen.totalPrice });
    expect(seenByAnna.items.map((i: { name: string; addedBy: string; mine: boolean }) => [i.name, i.addedBy, i.mine])).toEqual([
      ['Rindsgulasch', 'Gast 1', true],
      ['Frittatensuppe', 'Ben', false],
    ]);
    expect(afterBen.items.map((i: { mine: boolean }) => i.mine)).toEqual([false, true]);

    // Any phone may change any line.
    const gulasch = seenByAnna.items[0].itemId;
    const lessened = (await asGuest(t, ben).remove(gulasch, 1).expect(200)).body;
    expect(lessened.items[0]).toMatchObject({ itemId: gulasch, quantity: 1 });
    await asGuest(t, ben).remove(gulasch).expect(200);
    await asGuest(t, ben).remove(lessened.items[1].itemId).expect(200);
    expect((await asGuest(t, anna).basket().expect(200)).body.items).toEqual([]);
  });

  it('lets a guest keep a basket of their own, and takeaway guests always have one', async () => {
    const [shared, alone] = [await startTableSession(t, 4, { shared: true }), await startTableSession(t, 4, { shared: true })];
    await asGuest(t, shared)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    expect((await patchSession(t, alone, { privateBasket: true }).expect(200)).body.privateBasket).toBe(true);
    const own = (await asGuest(t, alone).basket().expect(200)).body;
    expect(own).toMatchObject({ shared: false, basketId: alone.sessionId, items: [] });
    await asGuest(t, alone)
      .add({ menuItemId: dish('Frittatensuppe') })
      .expect(201);
    const table = (await asGuest(t, shared).basket().expect(200)).body;
    expect(table.items.map((i: { name: string }) => i.name)).toEqual(['Rindsgulasch']);

    const order = (await asGuest(t, alone).checkout().expect(201)).body;
    expect(order.order.items.map((i: { menuItemName: string }) => i.menuItemName)).toEqual(['Frittatensuppe']);
    // The table's basket is untouched by one guest's own order.
    expect((await asGuest(t, shared).basket().expect(200)).body.items).toHaveLength(1);
    await patchSession(t, alone, { privateBasket: false }).expect(200);
    expect((await asGuest(t, alone).basket().expect(200)).body).toMatchObject({ shared: true, basketId: table.basketId });

    const takeaway = await startTakeawaySession(t);
    expect((await asGuest(t, takeaway).basket().expect(200)).body).toMatchObject({ shared: false, basketId: takeaway.sessionId });
  });

  it('refuses a bad name or switch with 400 and changes nothing', async () => {
    const guest = await startTableSession(t, 5, { shared: true });
    await patchSession(t, guest, { guestName: 'Lena' }).expect(200);
    for (const body of [
      { guestName: '<script>' },
      { guestName: 'x'.repeat(21) },
      { privateBasket: 'yes' },
      { guestName: 'Lena', tableId: 2 },
    ]) {
      const refused = await patchSession(t, guest, body).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    const other = await startTableSession(t, 5, { shared: true });
    await t.http.patch(`/api/sessions/${guest.sessionId}`).set(bearer(other.jwt)).send({ guestName: 'Mallory' }).expect(403);
    expect((await t.http.get(`/api/sessions/${guest.sessionId}`).set(bearer(guest.jwt)).expect(200)).body).toMatchObject({
      guestName: 'Lena',
      privateBasket: false,
    });
    expect((await patchSession(t, guest, { guestName: '' }).expect(200)).body.guestName).toBeNull();
  });

  it('stores a name in NFKC in any one script, and refuses one mixing look-alike letters of two', async () => {
    const guest = await startTableSession(t, 5, { shared: true });
    const named = async (guestName: string) => (await patchSession(t, guest, { guestName }).expect(200)).body.guestName;
    expect(await named('Ａｄｍｉｎ')).toBe('Admin');
    // "Admin" with a Cyrillic і: a look-alike of a name already at the table.
    const refused = await patchSession(t, guest, { guestName: 'Adm\u0456n' }).expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'guestName', message: "nur Buchstaben einer Schrift, Ziffern, Leerzeichen und . ' - (nicht am Anfang)" },
    ]);
    expect((await t.http.get(`/api/sessions/${guest.sessionId}`).set(bearer(guest.jwt)).expect(200)).body.guestName).toBe('Admin');
    for (const name of ['محمد', 'Мария', 'Zoë', 'Ana  María']) expect(await named(name)).toBe(name.replace('  ', ' '));
  });

  it('checks the shared basket out exactly once when two phones press at the same moment', async () => {
    const phones = await Promise.all([1, 2, 3].map(() => startTableSession(t, 6, { shared: true })));
    const [a, b, late] = phones;
    await asGuest(t, a)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const { basketId } = (
      await asGuest(t, b)
        .add({ menuItemId: dish('Frittatensuppe'), quantity: 2 })
        .expect(201)
    ).body;
    const [lateProbe] = await Promise.all([connectLive(url, { token: late.jwt })]);
    probes.push(lateProbe);

    const answers = await Promise.all(
      [a, b].map((phone) =>
        t.http.post(`/api/sessions/${phone.sessionId}/checkout`).set(bearer(phone.jwt)).send({ paymentMethod: 'CASH', basketId }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const won = answers.find((r) => r.status === 201)!.body;
    const lost = answers.find((r) => r.status === 409)!.body;
    expect(lost).toMatchObject({ message: 'Bestellung wurde bereits gesendet', orderId: won.orderId, orderNumber: won.orderNumber });
    expect(won.order.items.map((i: { menuItemName: string; quantity: number }) => [i.menuItemName, i.quantity])).toEqual([
      ['Rindsgulasch', 1],
      ['Frittatensuppe', 2],
    ]);
    const stored = await ordersOfTable(t, 6);
    expect(stored).toHaveLength(1);
    expect(stored[0].table_basket_id).toBe(basketId);

    // Every phone at the table may read the order and follows its status; the table has a new, empty basket.
    for (const phone of phones) {
      await t.http.get(`/api/sessions/${phone.sessionId}/orders/${won.orderId}`).set(bearer(phone.jwt)).expect(200);
      const listed = (await t.http.get(`/api/sessions/${phone.sessionId}/orders`).set(bearer(phone.jwt)).expect(200)).body;
      expect(listed.map((o: { orderId: number }) => o.orderId)).toEqual([won.orderId]);
      const fresh = (await asGuest(t, phone).basket().expect(200)).body;
      expect(fresh).toMatchObject({ shared: true, items: [] });
      expect(fresh.basketId).not.toBe(basketId);
    }
    const [changed] = await lateProbe.waitForMessages('basket.changed', 1);
    expect(changed).toEqual({ basketId });

    // A phone still showing the sent basket learns so even when the new basket has lines.
    await asGuest(t, a)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const stale = await asGuest(t, late).checkout({ paymentMethod: 'CARD', basketId }).expect(409);
    expect(stale.body).toMatchObject({ message: 'Bestellung wurde bereits gesendet', orderId: won.orderId });
    expect(await ordersOfTable(t, 6)).toHaveLength(1);
    expect((await asGuest(t, a).basket().expect(200)).body.items).toHaveLength(1);
  });

  it('keeps the shared order from guests of other tables and from those who sat down after it', async () => {
    const guest = await startTableSession(t, 7, { shared: true });
    await asGuest(t, guest)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const { orderId } = (await asGuest(t, guest).checkout().expect(201)).body;
    const elsewhere = await startTableSession(t, 8, { shared: true });
    await t.http.get(`/api/sessions/${elsewhere.sessionId}/orders/${orderId}`).set(bearer(elsewhere.jwt)).expect(404);
    const later = await startTableSession(t, 7, { shared: true });
    await t.http.get(`/api/sessions/${later.sessionId}/orders/${orderId}`).set(bearer(later.jwt)).expect(404);
  });

  it('tells every phone at the table of the shared order, live and when it reconnects, but none of a private one', async () => {
    const [a, b] = [await startTableSession(t, 3, { shared: true }), await startTableSession(t, 3, { shared: true })];
    const alone = await startTableSession(t, 3);
    const probeB = await connectLive(url, { token: b.jwt });
    probes.push(probeB);
    await asGuest(t, a)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const { orderId } = (await asGuest(t, a).checkout().expect(201)).body;
    const [created] = await probeB.waitForEvents(1);
    expect(created).toMatchObject({ name: 'order.created', type: 'CREATED', order: { orderId, tableNumber: 3, status: 'IN_PROGRESS' } });
    expect(created).not.toHaveProperty('message');
    probeB.close();

    // While b is away: staff accept the shared order, and the guest with a basket of their own orders too.
    const admin = await adminToken(t);
    await t.http.post(`/api/admin/orders/${orderId}/approve`).set(bearer(admin)).send({}).expect(200);
    await asGuest(t, alone)
      .add({ menuItemId: dish('Frittatensuppe') })
      .expect(201);
    const own = (await asGuest(t, alone).checkout().expect(201)).body;
    const back = await connectLive(url, { token: b.jwt, lastSeq: created.seq });
    probes.push(back);
    expect(back.events.map((e) => [e.type, e.order.orderId, e.order.status])).toEqual([['APPROVED', orderId, 'APPROVED']]);

    // A guest who sat down after the order sees none of it; the private order stays with its guest.
    const later = await startTableSession(t, 3, { shared: true });
    const laterProbe = await connectLive(url, { token: later.jwt, lastSeq: 0 });
    probes.push(laterProbe);
    expect(await laterProbe.hello()).toBe(0);
    await t.http.post(`/api/admin/orders/${own.orderId}/approve`).set(bearer(admin)).send({}).expect(200);
    await t.http.post(`/api/admin/orders/${orderId}/complete`).set(bearer(admin)).send({}).expect(200);
    const [, completed] = await back.waitForEvents(2);
    expect(completed).toMatchObject({ name: 'order.updated', order: { orderId, status: 'COMPLETED' } });
    await pause(200);
    expect(back.events).toHaveLength(2);
    expect(laterProbe.events).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same order whatever other guests added since, and 422 once the guest added lines', async () => {
    const [a, b] = [await startTableSession(t, 9, { shared: true }), await startTableSession(t, 9, { shared: true })];
    await asGuest(t, a)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const first = (await asGuest(t, a).checkout({ paymentMethod: 'CASH' }, 'table-9-key').expect(201)).body;
    await asGuest(t, b)
      .add({ menuItemId: dish('Frittatensuppe') })
      .expect(201);
    const again = (await asGuest(t, a).checkout({ paymentMethod: 'CASH' }, 'table-9-key').expect(200)).body;
    expect(again.orderId).toBe(first.orderId);
    expect((await asGuest(t, b).basket().expect(200)).body.items).toHaveLength(1);
    // The guest's own new lines in the table's basket make another request: the key must not hide them (issue 32.7).
    await asGuest(t, a)
      .add({ menuItemId: dish('Frittatensuppe') })
      .expect(201);
    await asGuest(t, a).checkout({ paymentMethod: 'CASH' }, 'table-9-key').expect(422);
    // Nothing was taken: both guests' soups wait in the table's basket.
    const pieces = (await asGuest(t, a).basket()).body.items.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0);
    expect(pieces).toBe(2);
    const second = (await asGuest(t, a).checkout({ paymentMethod: 'CASH' }, 'table-9-key-2').expect(201)).body;
    expect(second.orderId).not.toBe(first.orderId);
  });

  it('tells the phones at the table, and only those, of every change; and all guests of menu changes', async () => {
    const [a, b] = [await startTableSession(t, 10, { shared: true }), await startTableSession(t, 10, { shared: true })];
    const neighbour = await startTableSession(t, 11, { shared: true });
    const [probeB, probeNeighbour] = await Promise.all([connectLive(url, { token: b.jwt }), connectLive(url, { token: neighbour.jwt })]);
    probes.push(probeB, probeNeighbour);
    const added = (
      await asGuest(t, a)
        .add({ menuItemId: dish('Rindsgulasch') })
        .expect(201)
    ).body;
    await probeB.waitForMessages('basket.changed', 1);
    await asGuest(t, a).remove(added.items[0].itemId).expect(200);
    await probeB.waitForMessages('basket.changed', 2);
    await patchSession(t, a, { guestName: 'Anna' }).expect(200);
    await probeB.waitForMessages('basket.changed', 3);
    await pause(200);
    expect(probeNeighbour.messages('basket.changed')).toEqual([]);

    const admin = await adminToken(t);
    await t.http
      .patch(`/api/admin/menu/items/${dish('Rindsgulasch')}/availability`)
      .set(bearer(admin))
      .send({ available: false })
      .expect(200);
    await Promise.all([probeB.waitForMessages('menu.changed', 1), probeNeighbour.waitForMessages('menu.changed', 1)]);
    await t.http
      .patch(`/api/admin/menu/items/${dish('Rindsgulasch')}/availability`)
      .set(bearer(admin))
      .send({ available: true })
      .expect(200);
    await probeB.waitForMessages('menu.changed', 2);
  });

  it('marks a sold-out line in every basket holding it and refuses checkout until it is removed', async () => {
    const guest = await startTableSession(t, 12, { shared: true });
    const admin = await adminToken(t);
    const soup = dish('Frittatensuppe');
    await asGuest(t, guest).add({ menuItemId: soup }).expect(201);
    await asGuest(t, guest)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    await t.http.patch(`/api/admin/menu/items/${soup}/availability`).set(bearer(admin)).send({ available: false }).expect(200);
    try {
      const basket = (await asGuest(t, guest).basket().expect(200)).body;
      expect(basket.items.map((i: { name: string; available: boolean }) => [i.name, i.available])).toEqual([
        ['Frittatensuppe', false],
        ['Rindsgulasch', true],
      ]);
      const refused = await asGuest(t, guest).checkout().expect(409);
      expect(refused.body.message).toBe('Dieses Produkt ist gerade nicht verfügbar. (Frittatensuppe)');
      expect((await asGuest(t, guest).basket().expect(200)).body.items).toHaveLength(2);
      await asGuest(t, guest).remove(basket.items[0].itemId).expect(200);
      await asGuest(t, guest).checkout().expect(201);
    } finally {
      await t.http.patch(`/api/admin/menu/items/${soup}/availability`).set(bearer(admin)).send({ available: true }).expect(200);
    }
  });

  it('empties the shared basket when the table is deactivated', async () => {
    const admin = await adminToken(t);
    const guest = await startTableSession(t, 12, { shared: true });
    await asGuest(t, guest)
      .add({ menuItemId: dish('Rindsgulasch') })
      .expect(201);
    const [{ id }] = await t.app.get(DataSource).query('SELECT id FROM dining_tables WHERE table_number = 12 AND active');
    await t.http
      .delete(`/api/admin/tables/${id}`)
      .set(bearer(admin))
      .expect((res) => expect(res.status).toBeLessThan(300));
    const [{ n }] = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM basket_items b JOIN table_baskets tb ON tb.id = b.basket_id WHERE tb.table_id = $1', [id]);
    expect(n).toBe(0);
  });
});

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('one basket per table on two server processes', () => {
  const two = useTwoProcesses();

  it('tells a phone on the other process of basket and menu changes, and checks out once across both', async () => {
    const { a, b, probes } = two;
    const menu = await menuItemsByName(a);
    const [onA, onB] = [await startTableSession(a, 2, { shared: true }), await startTableSession(b, 2, { shared: true })];
    const probe = await connectLive(await listen(b), { token: onB.jwt });
    probes.push(probe);
    const { basketId } = (
      await asGuest(a, onA)
        .add({ menuItemId: menu.get('Rindsgulasch')!.menuItemId })
        .expect(201)
    ).body;
    await probe.waitForMessages('basket.changed', 1);
    expect((await asGuest(b, onB).basket().expect(200)).body.items).toHaveLength(1);

    const answers = await Promise.all([
      asGuest(a, onA).checkout({ paymentMethod: 'CASH', basketId }),
      asGuest(b, onB).checkout({ paymentMethod: 'CASH', basketId }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ordersOfTable(a, 2)).toHaveLength(1);
    // Whichever process took the checkout, the phone on b follows the table's order live.
    const [created] = await probe.waitForEvents(1);
    expect(created.order.orderId).toBe(answers.find((r) => r.status === 201)!.body.orderId);

    const admin = await adminToken(a);
    const id = menu.get('Frittatensuppe')!.menuItemId;
    await a.http.patch(`/api/admin/menu/items/${id}/availability`).set(bearer(admin)).send({ available: false }).expect(200);
    await probe.waitForMessages('menu.changed', 1);
    // The other process's cached menu was dropped before its guests were told.
    const items = (await b.http.get(`/api/menu/items?category=${menu.get('Frittatensuppe')!.categoryId}`).expect(200)).body;
    expect(items.map((i: { menuItemId: number }) => i.menuItemId)).not.toContain(id);
    await a.http.patch(`/api/admin/menu/items/${id}/availability`).set(bearer(admin)).send({ available: true }).expect(200);
  });
});
