import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminOrders, type AdminOrdersApi } from './support/admin-orders.js';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession } from './support/guest.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Menu = Awaited<ReturnType<typeof menuItemsByName>>;

// A tenth of the guest limits: one checkout per guest session in ten minutes, so a throttled session shows at once.
describe('staff order entry: a waiter takes an order at a table in a session of their own', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  let adminJwt: string;
  let waiter: { username: string; jwt: string };
  let menu: Menu;
  let cheese: number;
  const dish = (name: string) => menu.get(name)!.menuItemId;
  const tableIdOf = async (tableNumber: number) =>
    (
      (await t.http.get('/api/admin/staff-session/tables').set(bearer(waiter.jwt)).expect(200)).body as Array<{
        tableId: number;
        tableNumber: number;
      }>
    ).find((table) => table.tableNumber === tableNumber)!.tableId;
  const openStaffSession = (tableId: number, jwt = waiter.jwt) =>
    t.http.post(`/api/admin/tables/${tableId}/staff-session`).set(bearer(jwt));
  const staffSession = async (tableNumber: number): Promise<GuestSessionInfo & { staffUsername: string; privateBasket: boolean }> =>
    (await openStaffSession(await tableIdOf(tableNumber)).expect(201)).body;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.1' } });
    adminJwt = await adminToken(t);
    admin = await adminOrders(t, adminJwt);
    waiter = await staffWithRoles(t, adminJwt, ['WAITER'], 'kellner.max');
    menu = await menuItemsByName(t);
    const extras = (await t.http.get('/api/addings').expect(200)).body as Array<{ name: string; addingId: number }>;
    cheese = extras.find((a) => a.name === 'Extra Käse')!.addingId;
  });
  afterAll(() => t.close());

  it('is opened by floor staff only, at an active table, and answers as a guest start does', async () => {
    const tableId = await tableIdOf(2);
    await openStaffSession(tableId, '').expect(401);
    await t.http.get('/api/admin/staff-session/tables').expect(401);
    // A guest's token is not a staff token (401, as on every staff route), nor is the token of a staff session.
    const guest = await startTableSession(t, 2);
    await openStaffSession(tableId, guest.jwt).expect(401);
    const started = (await openStaffSession(tableId).expect(201)).body;
    expect(started).toMatchObject({
      tableId,
      tableNumber: 2,
      entryType: 'TABLE',
      status: 'OPEN',
      privateBasket: true,
      staffUsername: 'kellner.max',
    });
    expect(typeof started.jwt).toBe('string');
    await openStaffSession(tableId, started.jwt).expect(401);
    // Its token opens its session like a guest's.
    expect((await t.http.get(`/api/sessions/${started.sessionId}`).set(bearer(started.jwt)).expect(200)).body.staffUsername).toBe(
      'kellner.max',
    );
    expect((await t.http.get(`/api/sessions/${guest.sessionId}`).set(bearer(guest.jwt)).expect(200)).body.staffUsername).toBeNull();

    const kitchen = await staffWithRoles(t, adminJwt, ['KITCHEN']);
    await openStaffSession(tableId, kitchen.jwt).expect(201);
    await openStaffSession(tableId, adminJwt).expect(201);

    await openStaffSession(999_999).expect(404);
    const spare = (await t.http.post('/api/admin/tables').set(bearer(adminJwt)).send({ tableNumber: 88 }).expect(201)).body;
    expect(await tableIdOf(88)).toBe(spare.tableId);
    await t.http.delete(`/api/admin/tables/${spare.tableId}`).set(bearer(adminJwt)).expect(200);
    expect((await openStaffSession(spare.tableId).expect(409)).body.message).toBe('Tisch ist deaktiviert.');
    const tables = (await t.http.get('/api/admin/staff-session/tables').set(bearer(waiter.jwt)).expect(200)).body as Array<{
      tableNumber: number;
    }>;
    expect(tables.map((table) => table.tableNumber)).not.toContain(88);
    expect(tables.map((table) => table.tableNumber)).toEqual([...tables.map((table) => table.tableNumber)].sort((a, b) => a - b));
  });

  it("keeps the waiter's lines apart from the table's shared basket; the order names the waiter and carries the note", async () => {
    const guest = asGuest(t, await startTableSession(t, 3, { shared: true }));
    await guest.add({ menuItemId: dish('Rindsgulasch') }).expect(201);
    const session = await staffSession(3);
    const staff = asGuest(t, session);

    const basket = (await staff.add({ menuItemId: dish('Rindsgulasch'), addingIds: [cheese], note: 'ohne Zwiebel' }).expect(201)).body;
    expect(basket.shared).toBe(false);
    expect(basket.items).toMatchObject([
      { name: 'Rindsgulasch', addings: [expect.objectContaining({ name: 'Extra Käse' })], note: 'ohne Zwiebel' },
    ]);
    // The staff session cannot join the shared basket; its name may change.
    expect(
      (await t.http.patch(`/api/sessions/${session.sessionId}`).set(bearer(session.jwt)).send({ privateBasket: false }).expect(409)).body
        .message,
    ).toBe('Eine Bestellung des Service bleibt im eigenen Warenkorb.');
    await t.http.patch(`/api/sessions/${session.sessionId}`).set(bearer(session.jwt)).send({ guestName: 'Max' }).expect(200);

    const { orderId, order } = (await staff.checkout({ paymentMethod: 'CASH' }).expect(201)).body;
    expect(order.items[0]).toMatchObject({ menuItemName: 'Rindsgulasch', addings: ['Extra Käse'], note: 'ohne Zwiebel' });
    expect(order).not.toHaveProperty('enteredBy');
    // The guests' shared basket still holds their line.
    expect((await guest.basket().expect(200)).body.items).toMatchObject([{ name: 'Rindsgulasch', note: null }]);

    const detail = (await admin.detail(orderId).expect(200)).body;
    expect(detail).toMatchObject({ enteredBy: 'kellner.max', tableNumber: 3, orderType: 'DINE_IN', paymentStatus: 'PENDING' });
    expect(detail.items[0]).toMatchObject({ note: 'ohne Zwiebel', addings: ['Extra Käse'] });
    const [created] = (await admin.events(orderId).expect(200)).body;
    expect(created).toMatchObject({ type: 'CREATED', actorUser: 'kellner.max' });
    // On the table's list with the guests' orders, like any other order of the table.
    const atTable = (await admin.list({ table: '3' }).expect(200)).body.content as Array<{ orderId: number; enteredBy: string | null }>;
    expect(atTable.find((o) => o.orderId === orderId)?.enteredBy).toBe('kellner.max');

    const guestOrder = (await guest.checkout().expect(201)).body;
    expect((await admin.detail(guestOrder.orderId).expect(200)).body.enteredBy).toBeNull();
  });

  it('is not throttled like an anonymous guest: a waiter checks out again and again in one session', async () => {
    const staff = asGuest(t, await staffSession(4));
    for (let i = 0; i < 3; i++) {
      await staff.add({ menuItemId: dish('Rindsgulasch') }).expect(201);
      await staff.checkout().expect(201);
    }
    const guest = asGuest(t, await startTableSession(t, 4));
    await guest.add({ menuItemId: dish('Rindsgulasch') }).expect(201);
    await guest.checkout().expect(201);
    await guest.add({ menuItemId: dish('Rindsgulasch') }).expect(201);
    await guest.checkout().expect(429);
  });
});
