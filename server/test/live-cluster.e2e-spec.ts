import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startTableSession, startTakeawaySession } from './support/guest.js';
import { connectLive, listen, type LiveProbe, orderAsGuest, pause, seqsAfter, waitUntil } from './support/live-socket.js';
import { adminToken } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('live order feed on two server processes sharing one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let admin: string;
  const probes: LiveProbe[] = [];

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ databaseUrl: a.config.databaseUrl! });
    [urlA, urlB] = [await listen(a), await listen(b)];
    admin = await adminToken(a);
    // Both processes' adapters hold a connection that LISTENs before anything is published.
    await waitUntil(async () => {
      const [{ n }] = await a.app.get(DataSource).query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'tischlein-live' AND query LIKE 'LISTEN%'`);
      return n >= 2;
    }, 'both adapters to listen');
  });
  afterAll(async () => {
    probes.forEach((p) => p.close());
    await b?.close();
    await a?.close();
  });

  it('delivers an order placed on one process to staff and to its guest connected to the other', async () => {
    const session = await startTableSession(a, 11);
    const other = await startTableSession(a, 12);
    const [staffOnB, guestOnB, strangerOnB, staffOnA] = await Promise.all([
      connectLive(urlB, { token: admin }), connectLive(urlB, { token: session.jwt }), connectLive(urlB, { token: other.jwt }), connectLive(urlA, { token: admin }),
    ]);
    probes.push(staffOnB, guestOnB, strangerOnB, staffOnA);

    const order = await orderAsGuest(a, session);
    const [onB] = await staffOnB.waitForEvents(1);
    await guestOnB.waitForEvents(1);
    await staffOnA.waitForEvents(1);
    await pause(200);
    expect(onB).toMatchObject({ name: 'order.created', order: { orderId: order.orderId, orderNumber: order.orderNumber } });
    expect(guestOnB.events).toEqual(staffOnB.events);
    expect(staffOnA.events).toEqual(staffOnB.events);
    expect(strangerOnB.events).toEqual([]);
  });

  it('gives 20 concurrent checkouts across both processes 20 order numbers, each announced once everywhere', async () => {
    const [staffOnA, staffOnB] = await Promise.all([connectLive(urlA, { token: admin }), connectLive(urlB, { token: admin })]);
    probes.push(staffOnA, staffOnB);
    const lastSeq = await staffOnA.hello();
    const apps = Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a));
    const sessions = await Promise.all(apps.map((t) => startTakeawaySession(t)));
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
});
