import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type GuestSessionInfo, startTableSession, startTakeawaySession } from './support/guest.js';
import { connectLive, listen, type LiveProbe, pause, useTwoProcesses } from './support/live-socket.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

const calls = (t: TestApp, session: GuestSessionInfo) => `/api/sessions/${session.sessionId}/service-calls`;

function call(t: TestApp, session: GuestSessionInfo, body: object) {
  return t.http.post(calls(t, session)).set(bearer(session.jwt)).send(body);
}

async function storedCalls(t: TestApp): Promise<Array<{ id: number; table_id: number; kind: string; status: string }>> {
  return t.app.get(DataSource).query('SELECT id, table_id, kind, status, payment_method FROM service_calls ORDER BY id');
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });

describe('service calls: "Kellner rufen" and "Rechnung bitte"', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let waiter: { jwt: string; username: string };
  const probes: LiveProbe[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    admin = await adminToken(t);
    waiter = await staffWithRoles(t, admin, ['WAITER']);
  });
  afterEach(() => probes.splice(0).forEach((p) => p.close()));
  afterAll(() => t.close());

  it('keeps one open call per table and kind, whichever phone calls, and a bill call takes the latest payment method', async () => {
    const [first, second] = [await startTableSession(t, 3, { shared: true }), await startTableSession(t, 3, { shared: true })];
    const created = await call(t, first, { kind: 'WAITER' }).expect(201);
    expect(created.body).toMatchObject({ kind: 'WAITER', paymentMethod: null, status: 'OPEN', tableNumber: 3, acknowledgedAt: null });
    expect(Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)).toBe(15 * 60_000);
    const again = await call(t, second, { kind: 'WAITER' }).expect(200);
    expect(again.body.callId).toBe(created.body.callId);

    const bill = await call(t, first, { kind: 'BILL', paymentMethod: 'CARD' }).expect(201);
    const billAgain = await call(t, second, { kind: 'BILL', paymentMethod: 'CASH' }).expect(200);
    expect(billAgain.body).toMatchObject({ callId: bill.body.callId, paymentMethod: 'CASH' });

    const seen = await t.http.get(calls(t, second)).set(bearer(second.jwt)).expect(200);
    expect(seen.body.map((c: { callId: number }) => c.callId)).toEqual([created.body.callId, bill.body.callId]);
    expect(seen.body[0]).not.toHaveProperty('acknowledgedBy');
  });

  it('refuses bad calls with a message and stores nothing', async () => {
    const guest = await startTableSession(t, 4);
    const before = await storedCalls(t);
    const noMethod = await call(t, guest, { kind: 'BILL' }).expect(400);
    expect(noMethod.body.errors).toEqual([{ field: 'paymentMethod', message: 'Bei "Rechnung bitte" bitte Bar oder Karte wählen' }]);
    await call(t, guest, { kind: 'WAITER', paymentMethod: 'CASH' }).expect(400);
    await call(t, guest, { kind: 'COFFEE' }).expect(400);
    await call(t, guest, { kind: 'WAITER', tableId: 1 }).expect(400);
    const takeaway = await startTakeawaySession(t);
    const refused = await call(t, takeaway, { kind: 'WAITER' }).expect(409);
    expect(refused.body.message).toBe('Kellner rufen und Rechnung bitte gibt es nur am Tisch.');
    expect(await t.http.get(calls(t, takeaway)).set(bearer(takeaway.jwt)).expect(200)).toMatchObject({ body: [] });
    // Another guest's session: the token does not fit it.
    await t.http.post(calls(t, guest)).set(bearer(takeaway.jwt)).send({ kind: 'WAITER' }).expect(403);
    await t.http.post(calls(t, guest)).send({ kind: 'WAITER' }).expect(401);
    expect(await storedCalls(t)).toEqual(before);
  });

  it('lets floor staff acknowledge a call once ("Kommt gleich"), live to staff and to the phones at that table only', async () => {
    const guest = await startTableSession(t, 5, { shared: true });
    const neighbour = await startTableSession(t, 6, { shared: true });
    const [staffProbe, guestProbe, neighbourProbe] = await Promise.all([
      connectLive(url, { token: waiter.jwt }),
      connectLive(url, { token: guest.jwt }),
      connectLive(url, { token: neighbour.jwt }),
    ]);
    probes.push(staffProbe, guestProbe, neighbourProbe);

    const placed = (await call(t, guest, { kind: 'BILL', paymentMethod: 'CARD' }).expect(201)).body;
    const [toStaff] = await staffProbe.waitForMessages('service-call', 1);
    expect(toStaff).toMatchObject({ callId: placed.callId, tableNumber: 5, kind: 'BILL', paymentMethod: 'CARD', status: 'OPEN' });
    expect(toStaff.tableId).toEqual(expect.any(Number));
    const [toGuest] = await guestProbe.waitForMessages('service-call', 1);
    expect(toGuest).toEqual(placed);

    const open = await t.http.get('/api/admin/service-calls').set(bearer(waiter.jwt)).expect(200);
    expect(open.body.map((c: { callId: number }) => c.callId)).toContain(placed.callId);

    const acknowledged = await t.http.post(`/api/admin/service-calls/${placed.callId}/acknowledge`).set(bearer(waiter.jwt)).expect(200);
    expect(acknowledged.body).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgedBy: waiter.username });
    const [, ackToGuest] = await guestProbe.waitForMessages('service-call', 2);
    expect(ackToGuest).toMatchObject({ callId: placed.callId, status: 'ACKNOWLEDGED', acknowledgedAt: expect.any(String) });
    expect(ackToGuest).not.toHaveProperty('acknowledgedBy');
    await staffProbe.waitForMessages('service-call', 2);

    const late = await t.http.post(`/api/admin/service-calls/${placed.callId}/acknowledge`).set(bearer(admin)).expect(409);
    expect(late.body.message).toBe('Dieser Ruf ist nicht mehr offen.');
    await t.http.post('/api/admin/service-calls/999999/acknowledge').set(bearer(admin)).expect(404);
    const stillOpen = await t.http.get('/api/admin/service-calls').set(bearer(waiter.jwt)).expect(200);
    expect(stillOpen.body.map((c: { callId: number }) => c.callId)).not.toContain(placed.callId);
    const guestSees = await t.http.get(calls(t, guest)).set(bearer(guest.jwt)).expect(200);
    expect(guestSees.body).toEqual([expect.objectContaining({ callId: placed.callId, status: 'ACKNOWLEDGED' })]);

    // Answered: the next bill call is a new one.
    const next = await call(t, guest, { kind: 'BILL', paymentMethod: 'CASH' }).expect(201);
    expect(next.body.callId).not.toBe(placed.callId);
    await pause(200);
    expect(neighbourProbe.messages('service-call')).toEqual([]);
  });

  it('keeps the staff routes to staff with a role', async () => {
    const guest = await startTableSession(t, 7);
    const nobody = await staffWithRoles(t, admin, []);
    const kitchen = await staffWithRoles(t, admin, ['KITCHEN']);
    await t.http.get('/api/admin/service-calls').expect(401);
    await t.http.get('/api/admin/service-calls').set(bearer(guest.jwt)).expect(401);
    if (nobody.jwt) await t.http.get('/api/admin/service-calls').set(bearer(nobody.jwt)).expect(403);
    await t.http.get('/api/admin/service-calls').set(bearer(kitchen.jwt)).expect(200);
  });

  it('lets an unanswered call lapse, after which the table may call again', async () => {
    const guest = await startTableSession(t, 8);
    const lapsed = (await call(t, guest, { kind: 'WAITER' }).expect(201)).body;
    await t.app.get(DataSource).query("UPDATE service_calls SET expires_at = now() - interval '1 second' WHERE id = $1", [lapsed.callId]);
    const open = await t.http.get('/api/admin/service-calls').set(bearer(admin)).expect(200);
    expect(open.body.map((c: { callId: number }) => c.callId)).not.toContain(lapsed.callId);
    await t.http.post(`/api/admin/service-calls/${lapsed.callId}/acknowledge`).set(bearer(admin)).expect(409);
    expect((await storedCalls(t)).find((c) => c.id === lapsed.callId)?.status).toBe('EXPIRED');
    const fresh = await call(t, guest, { kind: 'WAITER' }).expect(201);
    expect(fresh.body.callId).not.toBe(lapsed.callId);
  });

  it('counts calls per session against the guest rate limit', async () => {
    const guest = await startTableSession(t, 9);
    for (let i = 0; i < 10; i++) await call(t, guest, { kind: 'WAITER' }).expect(i === 0 ? 201 : 200);
    const refused = await call(t, guest, { kind: 'WAITER' }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('reports calls per kind with the mean time to acknowledgement', async () => {
    const guest = await startTableSession(t, 10);
    const placed = (await call(t, guest, { kind: 'WAITER' }).expect(201)).body;
    await t.app.get(DataSource).query("UPDATE service_calls SET created_at = now() - interval '90 seconds' WHERE id = $1", [placed.callId]);
    await t.http.post(`/api/admin/service-calls/${placed.callId}/acknowledge`).set(bearer(admin)).expect(200);
    const report = await t.http.get(`/api/admin/reports/service-calls?from=${today()}&to=${today()}`).set(bearer(admin)).expect(200);
    const rows = await t.app.get(DataSource).query<Array<{ kind: string; n: number; acked: number; avg: string | null }>>(
      `SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE status = 'ACKNOWLEDGED')::int AS acked,
                round(avg(extract(epoch FROM acknowledged_at - created_at))) AS avg FROM service_calls GROUP BY kind`,
    );
    expect(report.body.kinds.map((k: { kind: string }) => k.kind)).toEqual(['WAITER', 'BILL']);
    for (const row of rows) {
      const figure = report.body.kinds.find((k: { kind: string }) => k.kind === row.kind);
      expect(figure).toMatchObject({ calls: row.n, acknowledged: row.acked, averageResponseSeconds: Number(row.avg) });
    }
    expect(report.body.kinds[0].averageResponseSeconds).toBeGreaterThan(0);
    await t.http.get(`/api/admin/reports/service-calls?from=${today()}&to=${today()}`).set(bearer(waiter.jwt)).expect(403);
  });
});

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('service calls on two server processes sharing one PostgreSQL', () => {
  const two = useTwoProcesses();

  it('brings a call placed on one process to staff on the other, and the acknowledgement back to the guest', async () => {
    const { a, b, probes } = two;
    const admin = await adminToken(a);
    const guest = await startTableSession(a, 2, { shared: true });
    const [staffOnB, guestOnA] = await Promise.all([
      connectLive(await listen(b), { token: admin }),
      connectLive(await listen(a), { token: guest.jwt }),
    ]);
    probes.push(staffOnB, guestOnA);

    const placed = (await call(a, guest, { kind: 'WAITER' }).expect(201)).body;
    const [seen] = await staffOnB.waitForMessages('service-call', 1);
    expect(seen).toMatchObject({ callId: placed.callId, status: 'OPEN', tableNumber: 2 });
    await b.http.post(`/api/admin/service-calls/${placed.callId}/acknowledge`).set(bearer(admin)).expect(200);
    const answers = await guestOnA.waitForMessages('service-call', 2);
    expect(answers[1]).toMatchObject({ callId: placed.callId, status: 'ACKNOWLEDGED' });
    await pause(200);
    expect(guestOnA.messages('service-call')).toHaveLength(2);
  });
});
