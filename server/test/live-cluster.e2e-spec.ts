import { beforeAll, describe, expect, it } from '@jest/globals';
import { startTableSession } from './support/guest.js';
import { connectLive, listen, orderAsGuest, pause, refusal, seqsAfter, useTwoProcesses } from './support/live-socket.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { type TestApp, usingPostgres } from './support/test-app.js';

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('live order feed on two server processes sharing one PostgreSQL', () => {
  // Behind a trusted proxy (loopback here), as several processes would be behind a load balancer.
  const two = useTwoProcesses({ env: { TRUST_PROXY: 'loopback' } });
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let admin: string;
  const probes = two.probes;

  beforeAll(async () => {
    ({ a, b } = two);
    [urlA, urlB] = [await listen(a), await listen(b)];
    admin = await adminToken(a);
  });

  it('delivers an order placed on one process to staff and to its guest connected to the other', async () => {
    const session = await startTableSession(a, 11);
    const other = await startTableSession(a, 12);
    const [staffOnB, guestOnB, strangerOnB, staffOnA] = await Promise.all([
      connectLive(urlB, { token: admin }),
      connectLive(urlB, { token: session.jwt }),
      connectLive(urlB, { token: other.jwt }),
      connectLive(urlA, { token: admin }),
    ]);
    probes.push(staffOnB, guestOnB, strangerOnB, staffOnA);

    const order = await orderAsGuest(a, session);
    const [onB] = await staffOnB.waitForEvents(1);
    await guestOnB.waitForEvents(1);
    await staffOnA.waitForEvents(1);
    await pause(200);
    expect(onB).toMatchObject({ name: 'order.created', order: { orderId: order.orderId, orderNumber: order.orderNumber } });
    expect(guestOnB.events.map((e) => e.seq)).toEqual(staffOnB.events.map((e) => e.seq));
    expect(guestOnB.events[0]).not.toHaveProperty('actorUser');
    expect(staffOnA.events).toEqual(staffOnB.events);
    expect(strangerOnB.events).toEqual([]);
  });

  it('gives 20 concurrent checkouts across both processes 20 order numbers, each announced once everywhere', async () => {
    const [staffOnA, staffOnB] = await Promise.all([connectLive(urlA, { token: admin }), connectLive(urlB, { token: admin })]);
    probes.push(staffOnA, staffOnB);
    const lastSeq = await staffOnA.hello();
    const apps = Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a));
    // At tables: twenty takeaway orders from one address within seconds would meet the takeaway rate limit.
    const sessions = await Promise.all(apps.map((t, i) => startTableSession(t, (i % 12) + 1)));
    const orders = await Promise.all(sessions.map((s, i) => orderAsGuest(apps[i], s)));

    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(20);
    const seqs = await seqsAfter(a, lastSeq);
    expect(seqs).toHaveLength(20);
    for (const probe of [staffOnA, staffOnB]) {
      await probe.waitForEvents(20);
      await pause(100);
      expect([...probe.seqs].sort((x, y) => x - y)).toEqual(seqs);
      expect(new Set(probe.events.map((e) => e.order.orderNumber))).toEqual(new Set(orders.map((o) => o.orderNumber)));
    }
  });

  it("ends a deleted account's feed on the other process within a second", async () => {
    const waiter = await staffWithRoles(a, admin, ['WAITER']);
    const [onA, onB] = await Promise.all([connectLive(urlA, { token: waiter.jwt }), connectLive(urlB, { token: waiter.jwt })]);
    probes.push(onA, onB);
    await a.http.delete(`/api/user/${waiter.userId}`).set(bearer(admin)).expect(200);
    expect(await onB.serverDisconnect(1000)).toBeLessThan(1000);
    await onA.serverDisconnect(1000);
    expect((await refusal(urlB, { token: waiter.jwt })).message).toBe('Nicht angemeldet oder Sitzung abgelaufen.');
  });

  it("ends the guests' feeds of a deactivated table on the other process", async () => {
    const table = (await a.http.post('/api/admin/tables').set(bearer(admin)).send({ tableNumber: 61, seatingCapacity: 2 }).expect(201))
      .body;
    const session = (await b.http.post(`/api/sessions/start/${table.qrCode}`).expect(201)).body;
    const guestOnB = await connectLive(urlB, { token: session.jwt });
    probes.push(guestOnB);
    await a.http.delete(`/api/admin/tables/${table.tableId}`).set(bearer(admin)).expect(200);
    await guestOnB.serverDisconnect(1000);
    await b.http.get(`/api/sessions/${session.sessionId}/basket`).set(bearer(session.jwt)).expect(401);
  });

  it("shares the guest rate limits: one phone's session starts on both processes count together", async () => {
    const starts = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        (i % 2 ? a : b).http
          .post('/api/sessions/start/takeaway')
          .set('X-Forwarded-For', '203.0.113.50')
          .set('X-Device-Id', 'one-phone-on-two-processes'),
      ),
    );
    expect(starts.filter((res) => res.status === 201)).toHaveLength(30);
    expect(starts.filter((res) => res.status === 429)).toHaveLength(5);
  });
});
