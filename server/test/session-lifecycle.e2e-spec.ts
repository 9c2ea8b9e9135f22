import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SessionExpiry } from '../src/sessions/session-expiry.service.js';
import { asGuest, menuItemsByName, startTableSession } from './support/guest.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NO_SESSION = { statusCode: 401, error: 'Unauthorized', message: 'Keine Session – bitte QR neu scannen.', code: 'SESSION_ENDED' };

describe('guest sessions end', () => {
  let t: TestApp;
  let admin: string;
  let dishId: number;
  const db = () => t.app.get(DataSource);
  const idleFor = (sessionId: string, hours: number) =>
    db().query("UPDATE guest_sessions SET last_activity_at = now() - $2::float8 * interval '1 hour' WHERE id = $1", [sessionId, hours]);
  const basketRows = async (sessionId: string) =>
    (await db().query('SELECT count(*)::int AS n FROM basket_items WHERE session_id = $1', [sessionId]))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    dishId = (await menuItemsByName(t)).get('Rindsgulasch')!.menuItemId;
  });
  afterAll(() => t.close());

  it('after 12 hours without activity (the default): the token gets "Keine Session – bitte QR neu scannen."', async () => {
    const session = await startTableSession(t, 5);
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: dishId }).expect(201);
    await idleFor(session.sessionId, 11);
    await guest.basket().expect(200);
    await idleFor(session.sessionId, 13);
    expect((await guest.basket().expect(401)).body).toEqual(NO_SESSION);
    expect((await guest.checkout().expect(401)).body).toEqual(NO_SESSION);
  });

  it('keeps an active session alive: every request counts as activity', async () => {
    const session = await startTableSession(t, 5);
    await idleFor(session.sessionId, 11.9);
    await asGuest(t, session).basket().expect(200);
    const [{ idle }] = await db().query(
      'SELECT extract(epoch FROM now() - last_activity_at)::int AS idle FROM guest_sessions WHERE id = $1',
      [session.sessionId],
    );
    expect(idle).toBeLessThan(60);
  });

  it('removes idle sessions with their baskets in the periodic sweep, and keeps their orders', async () => {
    const idle = await startTableSession(t, 6);
    const active = await startTableSession(t, 6);
    await asGuest(t, idle).add({ menuItemId: dishId }).expect(201);
    const order = (await asGuest(t, idle).checkout().expect(201)).body;
    await asGuest(t, idle).add({ menuItemId: dishId }).expect(201);
    await idleFor(idle.sessionId, 13);

    expect(await t.app.get(SessionExpiry).sweep()).toBeGreaterThanOrEqual(1);
    const left = await db().query('SELECT id FROM guest_sessions WHERE id = ANY($1::uuid[])', [[idle.sessionId, active.sessionId]]);
    expect(left).toEqual([{ id: active.sessionId }]);
    expect(await basketRows(idle.sessionId)).toBe(0);
    const orders = await t.http.get(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).expect(200);
    expect(orders.body.orderNumber).toBe(order.orderNumber);
  });

  it('ends the open sessions of a deactivated table at once: no more ordering, basket emptied', async () => {
    const table = (await t.http.post('/api/admin/tables').set(bearer(admin)).send({ tableNumber: 41, seatingCapacity: 2 }).expect(201))
      .body;
    const session = (await t.http.post(`/api/sessions/start/${table.qrCode}`).expect(201)).body;
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: dishId }).expect(201);
    await t.http.delete(`/api/admin/tables/${table.tableId}`).set(bearer(admin)).expect(200);
    expect((await guest.add({ menuItemId: dishId }).expect(401)).body).toEqual(NO_SESSION);
    await guest.checkout().expect(401);
    expect(await basketRows(session.sessionId)).toBe(0);
  });

  it('ends the sessions started with a QR code that was replaced: a photo of the old code stops ordering', async () => {
    const session = await startTableSession(t, 7);
    const oldCode = (await db().query('SELECT qr_code FROM dining_tables WHERE id = $1', [session.tableId]))[0].qr_code;
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: dishId }).expect(201);
    const other = await startTableSession(t, 8);
    await t.http.post(`/api/admin/tables/${session.tableId}/regenerate-qr`).set(bearer(admin)).expect(200);
    await guest.checkout().expect(401);
    await t.http.post(`/api/sessions/start/${oldCode}`).expect(404);
    // Other tables' guests go on.
    await asGuest(t, other).basket().expect(200);
  });
});

describe('the idle limit is a setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SESSION_IDLE_HOURS: '2' } });
  });
  afterAll(() => t.close());

  it('SESSION_IDLE_HOURS=2 ends a session idle for three hours', async () => {
    const session = await startTableSession(t, 2);
    await t.app
      .get(DataSource)
      .query("UPDATE guest_sessions SET last_activity_at = now() - interval '3 hours' WHERE id = $1", [session.sessionId]);
    await asGuest(t, session).basket().expect(401);
  });
});
