import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { asGuest, menuItemsByName, startTableSession } from './support/guest.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Station {
  id: number;
  name: string;
  categoryIds: number[];
  isDefault: boolean;
  warnAfterMinutes: number;
  routeOnCheckout: boolean;
}

interface Line {
  orderItemId: number;
  menuItemName: string;
  course: string | null;
  preparation: Array<{ stationId: number; state: string; fired: boolean }>;
}

/** Issue 35: stations route an order's lines by category; each line has its state per station; courses are called. */
describe('preparation stations and courses', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  let auth: { Authorization: string };
  let categories: Map<string, number>;
  let kitchen: Station;
  let bar: Station;

  const stations = () => t.http.get('/api/admin/stations').set(auth);
  const lineNamed = (order: { items: Line[] }, name: string) => order.items.find((l) => l.menuItemName === name)!;
  const prepare = (orderId: number, body: object, jwt = auth) =>
    t.http.post(`/api/admin/orders/${orderId}/preparation`).set(jwt).send(body);
  const fire = (orderId: number, body: object = {}) => t.http.post(`/api/admin/orders/${orderId}/fire`).set(auth).send(body);
  const setCourse = async (category: string, course: string | null) => {
    const id = categories.get(category)!;
    const current = (await t.http.get(`/api/admin/menu-categories/${id}`).set(auth).expect(200)).body;
    await t.http.put(`/api/admin/menu-categories/${id}`).set(auth).send({ name: current.name, typeId: current.typeId, course }).expect(200);
  };

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    api = await adminOrders(t);
    const list = (await t.http.get('/api/admin/menu-categories').set(auth).expect(200)).body as Array<{ categoryId: number; name: string }>;
    categories = new Map(list.map((c) => [c.name, c.categoryId]));
  });
  afterAll(() => t.close());

  it('starts with one default station, Küche, that every line goes to', async () => {
    const res = await stations().expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({ name: 'Küche', isDefault: true, categoryIds: [], warnAfterMinutes: 15, routeOnCheckout: false }),
    ]);
    kitchen = res.body[0];
  });

  it('makes a bar for the drinks, and refuses bad input with a clear 4xx that changes nothing', async () => {
    const drinks = [categories.get('Bier & Wein')!, categories.get('Alkoholfreie Getränke')!];
    const created = await t.http.post('/api/admin/stations').set(auth).send({ name: 'Bar', categoryIds: drinks, warnAfterMinutes: 5 });
    expect(created.status).toBe(201);
    bar = created.body;
    expect(bar).toMatchObject({ name: 'Bar', isDefault: false, warnAfterMinutes: 5, categoryIds: [...drinks].sort((a, b) => a - b) });

    const bad = [
      { name: '', categoryIds: [] },
      { name: 'Patisserie', categoryIds: [999_999] },
      { name: 'Patisserie', categoryIds: [], warnAfterMinutes: 0 },
      { name: 'Patisserie', categoryIds: [], isAdmin: true },
    ];
    for (const body of bad) expect((await t.http.post('/api/admin/stations').set(auth).send(body)).status).toBe(400);
    const deleteDefault = await t.http.delete(`/api/admin/stations/${kitchen.id}`).set(auth);
    expect(deleteDefault.status).toBe(409);
    expect(deleteDefault.body.message).toContain('Standardstation');
    expect(
      (await t.http.put(`/api/admin/stations/${kitchen.id}`).set(auth).send({ name: 'Küche', categoryIds: [], isDefault: false })).status,
    ).toBe(409);
    expect((await stations()).body.map((s: Station) => s.name)).toEqual(['Küche', 'Bar']);
  });

  it('lets kitchen staff read the stations but only an admin change them', async () => {
    const cook = await staffWithRoles(t, auth.Authorization.slice(7), ['KITCHEN']);
    expect((await t.http.get('/api/admin/stations').set(bearer(cook.jwt))).status).toBe(200);
    expect((await t.http.post('/api/admin/stations').set(bearer(cook.jwt)).send({ name: 'X', categoryIds: [] })).status).toBe(403);
  });

  it('routes a beer to the bar and a schnitzel to the kitchen on approval; all ready is "Abholbereit"; all served completes', async () => {
    const { orderId } = await placeOrder(t, { table: 2, lines: [{ name: 'Zwickl Bier 0,5 l' }, { name: 'Wiener Schnitzel vom Kalb' }] });
    const before = (await api.detail(orderId)).body;
    expect(before.preparationState).toBe('NONE');
    expect(before.items.every((l: Line) => l.preparation.length === 0)).toBe(true);

    const approved = (await api.act(orderId, 'approve')).body;
    expect(lineNamed(approved, 'Zwickl Bier 0,5 l').preparation).toEqual([
      expect.objectContaining({ stationId: bar.id, state: 'TO_PREPARE', fired: true }),
    ]);
    expect(lineNamed(approved, 'Wiener Schnitzel vom Kalb').preparation).toEqual([
      expect.objectContaining({ stationId: kitchen.id, state: 'TO_PREPARE', fired: true }),
    ]);
    expect(approved.preparationState).toBe('PREPARING');

    const barReady = await prepare(orderId, { stationId: bar.id, state: 'READY' });
    expect(barReady.status).toBe(200);
    expect(barReady.body.preparationState).toBe('PREPARING');
    const schnitzel = lineNamed(approved, 'Wiener Schnitzel vom Kalb').orderItemId;
    const kitchenReady = await prepare(orderId, { stationId: kitchen.id, state: 'READY', itemIds: [schnitzel] });
    expect(kitchenReady.body.preparationState).toBe('READY');
    const history = (await api.events(orderId)).body.map((e: { message: string }) => e.message);
    expect(history).toEqual(
      expect.arrayContaining(['Fertig (Bar): 1× Zwickl Bier 0,5 l', 'Fertig (Küche): 1× Wiener Schnitzel vom Kalb; Abholbereit']),
    );
    // The same step again is no change and writes nothing.
    expect((await prepare(orderId, { stationId: bar.id, state: 'READY' })).status).toBe(200);
    expect((await api.events(orderId)).body).toHaveLength(history.length);

    await prepare(orderId, { stationId: bar.id, state: 'SERVED' }).expect(200);
    const done = (await prepare(orderId, { stationId: kitchen.id, state: 'SERVED' }).expect(200)).body;
    expect(done).toMatchObject({ preparationState: 'SERVED', status: 'COMPLETED' });
  });

  it("shows the guest each line's progress, and nothing of stations or courses", async () => {
    const menu = await menuItemsByName(t);
    const guest = asGuest(t, await startTableSession(t, 3));
    for (const name of ['Zwickl Bier 0,5 l', 'Rindsgulasch']) {
      await guest.add({ menuItemId: menu.get(name)!.menuItemId, quantity: 1, addingIds: [] }).expect(201);
    }
    const { orderId } = (await guest.checkout().expect(201)).body;
    expect((await guest.order(orderId)).body.items.map((l: { progress: string | null }) => l.progress)).toEqual([null, null]);
    await api.act(orderId, 'approve').expect(200);
    await prepare(orderId, { stationId: bar.id, state: 'READY' }).expect(200);
    const seen = (await guest.order(orderId).expect(200)).body;
    const progress = Object.fromEntries(seen.items.map((l: { menuItemName: string; progress: string }) => [l.menuItemName, l.progress]));
    expect(progress).toEqual({ 'Zwickl Bier 0,5 l': 'READY', Rindsgulasch: 'PREPARING' });
    for (const line of seen.items) expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['preparation']));
    expect(JSON.stringify(seen)).not.toMatch(/course|station|preparation/i);
  });

  it('holds later courses until they are called, and never lets a held line be marked', async () => {
    await setCourse('Vorspeisen', 'STARTER');
    await setCourse('Hauptspeisen', 'MAIN');
    await setCourse('Mehlspeisen', 'DESSERT');
    const { orderId } = await placeOrder(t, {
      table: 5,
      lines: [{ name: 'Kaiserschmarrn' }, { name: 'Beef Tatar' }, { name: 'Wiener Schnitzel vom Kalb' }, { name: 'Cola 0,33 l' }],
    });
    const approved = (await api.act(orderId, 'approve').expect(200)).body;
    const fired = (name: string) => lineNamed(approved, name).preparation[0].fired;
    expect([fired('Beef Tatar'), fired('Cola 0,33 l'), fired('Wiener Schnitzel vom Kalb'), fired('Kaiserschmarrn')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(lineNamed(approved, 'Kaiserschmarrn').course).toBe('DESSERT');
    expect(approved.nextCourse).toBe('MAIN');

    const schnitzel = lineNamed(approved, 'Wiener Schnitzel vom Kalb').orderItemId;
    const early = await prepare(orderId, { stationId: kitchen.id, state: 'READY', itemIds: [schnitzel] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Dieser Gang ist noch nicht abgerufen.');
    // "Alles fertig" takes the called lines only: the starter; the held ones stay to prepare.
    const allReady = (await prepare(orderId, { stationId: kitchen.id, state: 'READY' }).expect(200)).body;
    expect(lineNamed(allReady, 'Beef Tatar').preparation[0].state).toBe('READY');
    expect(lineNamed(allReady, 'Wiener Schnitzel vom Kalb').preparation[0].state).toBe('TO_PREPARE');

    const main = (await fire(orderId).expect(200)).body;
    expect(lineNamed(main, 'Wiener Schnitzel vom Kalb').preparation[0].fired).toBe(true);
    expect(main.nextCourse).toBe('DESSERT');
    expect((await fire(orderId, { course: 'DESSERT' }).expect(200)).body.nextCourse).toBeNull();
    const nothing = await fire(orderId);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('Kein Gang dieser Bestellung wartet auf Abruf.');
    expect((await fire(orderId, { course: 'SOUP' })).status).toBe(400);
    const history = (await api.events(orderId)).body.map((e: { message: string }) => e.message);
    expect(history).toEqual(expect.arrayContaining(['Hauptgang abgerufen', 'Dessert abgerufen']));
    await setCourse('Vorspeisen', null);
    await setCourse('Hauptspeisen', null);
    await setCourse('Mehlspeisen', null);
  });

  it('shows lines at a station at once when it is set so, the others on approval', async () => {
    await t.http
      .put(`/api/admin/stations/${bar.id}`)
      .set(auth)
      .send({ name: 'Bar', categoryIds: bar.categoryIds, routeOnCheckout: true })
      .expect(200);
    const { orderId } = await placeOrder(t, { table: 6, lines: [{ name: 'Märzen Bier 0,3 l' }, { name: 'Tafelspitz' }] });
    const placed = (await api.detail(orderId)).body;
    expect(lineNamed(placed, 'Märzen Bier 0,3 l').preparation).toEqual([expect.objectContaining({ stationId: bar.id })]);
    expect(lineNamed(placed, 'Tafelspitz').preparation).toEqual([]);
    const approved = (await api.act(orderId, 'approve').expect(200)).body;
    expect(lineNamed(approved, 'Tafelspitz').preparation).toEqual([expect.objectContaining({ stationId: kitchen.id })]);
    expect(lineNamed(approved, 'Märzen Bier 0,3 l').preparation).toHaveLength(1);

    await api.act(orderId, 'reject', { reason: 'Ausverkauft' }).expect(200);
    const refused = await prepare(orderId, { stationId: bar.id, state: 'READY' });
    expect(refused.status).toBe(409);
    await t.http
      .put(`/api/admin/stations/${bar.id}`)
      .set(auth)
      .send({ name: 'Bar', categoryIds: bar.categoryIds, routeOnCheckout: false })
      .expect(200);
  });

  it('refuses steps for a station the order has nothing at, and bad bodies', async () => {
    const { orderId } = await placeOrder(t, { table: 7, lines: [{ name: 'Rindsgulasch' }] });
    await api.act(orderId, 'approve').expect(200);
    expect((await prepare(orderId, { stationId: bar.id, state: 'READY' })).status).toBe(409);
    expect((await prepare(orderId, { stationId: kitchen.id, state: 'COOKING' })).status).toBe(400);
    expect((await prepare(orderId, { state: 'READY' })).status).toBe(400);
    expect((await prepare(orderId, { stationId: kitchen.id, state: 'READY', itemIds: [999_999] })).status).toBe(409);
    expect((await prepare(999_999, { stationId: kitchen.id, state: 'READY' })).status).toBe(404);
  });

  it('forgets a deleted category at its stations', async () => {
    const typeId = (await t.http.get(`/api/admin/menu-categories/${categories.get('Eis')}`).set(auth)).body.typeId;
    const category = (await t.http.post('/api/admin/menu-categories').set(auth).send({ name: 'Cocktails', typeId }).expect(201)).body;
    await t.http
      .put(`/api/admin/stations/${bar.id}`)
      .set(auth)
      .send({ name: 'Bar', categoryIds: [...bar.categoryIds, category.categoryId] })
      .expect(200);
    await t.http.delete(`/api/admin/menu-categories/${category.categoryId}`).set(auth).expect(200);
    expect((await t.http.get(`/api/admin/stations/${bar.id}`).set(auth)).body.categoryIds).toEqual(bar.categoryIds);
  });
});
