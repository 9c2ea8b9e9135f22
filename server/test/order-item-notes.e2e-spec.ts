import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminOrders, type AdminOrdersApi } from './support/admin-orders.js';
import { asGuest, menuItemsByName, startTableSession, startTakeawaySession } from './support/guest.js';
import { connectLive, listen, type LiveProbe } from './support/live-socket.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Menu = Awaited<ReturnType<typeof menuItemsByName>>;
interface Line {
  itemId: number;
  name: string;
  quantity: number;
  note: string | null;
}

describe('a note per order line ("ohne Zwiebel")', () => {
  let t: TestApp;
  let url: string;
  let menu: Menu;
  let admin: AdminOrdersApi;
  const probes: LiveProbe[] = [];
  const dish = (name: string) => menu.get(name)!.menuItemId;
  const basketLines = (body: { items: Line[] }) => body.items.map((i) => [i.name, i.quantity, i.note]);
  const basketRows = () => t.app.get(DataSource).query('SELECT count(*)::int AS n FROM basket_items');

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    menu = await menuItemsByName(t);
    admin = await adminOrders(t);
  });
  afterEach(() => probes.splice(0).forEach((p) => p.close()));
  afterAll(() => t.close());

  it('travels from the basket through checkout to the staff detail, the guest view and the live feed', async () => {
    const staffFeed = await connectLive(url, { token: admin.jwt });
    probes.push(staffFeed);
    const session = await startTableSession(t, 2);
    const guestFeed = await connectLive(url, { token: session.jwt });
    probes.push(guestFeed);
    const guest = asGuest(t, session);

    const added = (await guest.add({ menuItemId: dish('Rindsgulasch'), note: '  ohne Zwiebel  ' }).expect(201)).body;
    expect(basketLines(added)).toEqual([['Rindsgulasch', 1, 'ohne Zwiebel']]);
    const { orderId, order } = (await guest.checkout().expect(201)).body;
    expect(order.items[0].note).toBe('ohne Zwiebel');

    expect((await admin.detail(orderId).expect(200)).body.items[0]).toMatchObject({ menuItemName: 'Rindsgulasch', note: 'ohne Zwiebel' });
    expect((await guest.order(orderId).expect(200)).body.items[0].note).toBe('ohne Zwiebel');
    const [created] = await staffFeed.waitForEvents(1);
    expect(created.order.items?.[0]).toMatchObject({ note: 'ohne Zwiebel' });
    const [forGuest] = await guestFeed.waitForEvents(1);
    expect(forGuest.order.items?.[0]).toMatchObject({ note: 'ohne Zwiebel' });
  });

  it('keeps the same item with and without a note, or with other notes, as separate lines', async () => {
    const guest = asGuest(t, await startTakeawaySession(t));
    await guest.add({ menuItemId: dish('Rindsgulasch') }).expect(201);
    await guest.add({ menuItemId: dish('Rindsgulasch'), note: 'ohne Zwiebel' }).expect(201);
    await guest.add({ menuItemId: dish('Rindsgulasch'), note: 'ohne Zwiebel' }).expect(201);
    // Blank is no note: it joins the line without one.
    const basket = (await guest.add({ menuItemId: dish('Rindsgulasch'), note: '   ' }).expect(201)).body;
    expect(basketLines(basket)).toEqual([
      ['Rindsgulasch', 2, null],
      ['Rindsgulasch', 2, 'ohne Zwiebel'],
    ]);

    const { orderId } = (await guest.checkout().expect(201)).body;
    const items = (await admin.detail(orderId).expect(200)).body.items as Line[];
    expect(items.map((i) => [i.quantity, i.note])).toEqual([
      [2, null],
      [2, 'ohne Zwiebel'],
    ]);
  });

  it('refuses a note of 141 characters or with control characters, and changes nothing', async () => {
    const guest = asGuest(t, await startTakeawaySession(t));
    const before = await basketRows();

    const tooLong = await guest.add({ menuItemId: dish('Rindsgulasch'), note: 'x'.repeat(141) }).expect(400);
    expect(tooLong.body.message).toBe('note: darf höchstens 140 Zeichen lang sein');
    expect(tooLong.body.errors).toEqual([{ field: 'note', message: 'darf höchstens 140 Zeichen lang sein' }]);
    // Newline, tab, C1 and bidi controls are refused for the note; NUL and the other C0 controls for every request.
    for (const note of ['ohne\nZwiebel', 'ohne\tZwiebel', 'ohne\u0085', 'ohne\u202eZwiebel', 'ohne\u0000Zwiebel', 'ohne\u0007']) {
      const res = await guest.add({ menuItemId: dish('Rindsgulasch'), note }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'note', message: 'enthält unerlaubte Steuerzeichen' }]);
    }
    await guest.add({ menuItemId: dish('Rindsgulasch'), note: 42 }).expect(400);

    expect(await basketRows()).toEqual(before);
    expect((await guest.basket().expect(200)).body.items).toEqual([]);
    // Exactly 140 characters, an emoji counting as one, is fine.
    const longest = `${'ü'.repeat(138)}🧅!`;
    const ok = (await guest.add({ menuItemId: dish('Rindsgulasch'), note: longest }).expect(201)).body;
    expect(ok.items[0].note).toBe(longest);
  });

  it('keeps the note in the shared table basket and when an extra is taken off', async () => {
    const [anna, ben] = [await startTableSession(t, 5, { shared: true }), await startTableSession(t, 5, { shared: true })];
    const cheese = ((await t.http.get('/api/addings').expect(200)).body as Array<{ name: string; addingId: number }>).find(
      (a) => a.name === 'Extra Käse',
    )!.addingId;
    const added = (
      await asGuest(t, anna)
        .add({ menuItemId: dish('Rindsgulasch'), addingIds: [cheese], note: 'scharf bitte' })
        .expect(201)
    ).body;
    expect(added.shared).toBe(true);

    const seenByBen = (await asGuest(t, ben).basket().expect(200)).body;
    expect(basketLines(seenByBen)).toEqual([['Rindsgulasch', 1, 'scharf bitte']]);
    const without = (await asGuest(t, ben).removeAdding(seenByBen.items[0].itemId, cheese).expect(200)).body;
    expect(without.items).toMatchObject([{ addings: [], note: 'scharf bitte' }]);

    const { orderId } = (await asGuest(t, ben).checkout().expect(201)).body;
    expect((await admin.detail(orderId).expect(200)).body.items[0].note).toBe('scharf bitte');
    expect((await asGuest(t, anna).order(orderId).expect(200)).body.items[0].note).toBe('scharf bitte');
  });
});
