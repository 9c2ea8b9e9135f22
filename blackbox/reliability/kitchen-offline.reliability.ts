import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { POSTGRES_URL } from '../harness/databases.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { waitUntil } from '../harness/wait.js';
import { KitchenScreen } from './support/kitchen.js';
import { integrityOf, onPostgres } from './support/postgres.js';
import { sweepOrders } from './support/staff.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { placeOrder, Tally } from './support/traffic.js';

// A kitchen screen whose network goes away for 30 s (every connection dropped, new ones refused) while guests
// order and a waiter approves and completes. When the network comes back, the screen must have every event of the
// whole time, each exactly once, without reloading. The guests order at a pace far above a busy evening (about
// 5 orders a second, three events each) yet within what a replay carries (1,000 events; more and the screen loads
// its board again instead, which the browser tests cover).
const OFFLINE_MS = 30_000;
const GUESTS = 4;
const PAUSE_BETWEEN_ORDERS_MS = 700;

onPostgres(describe)('a kitchen screen offline for 30 s (PostgreSQL)', () => {
  let server: RunningServer;
  let proxy: TcpProxy;
  let fixture: Fixture;
  let kitchen: KitchenScreen | null = null;

  beforeAll(async () => {
    assertBuilt();
    server = await startServer(MAIN_JS, { postgresUrl: POSTGRES_URL! });
    proxy = await TcpProxy.start(() => [Number(new URL(server.baseUrl).port)]);
    fixture = await loadFixture(new Client(server.baseUrl));
  });

  afterAll(async () => {
    kitchen?.close();
    await proxy?.close();
    await server?.stop();
  });

  it('misses nothing and sees nothing twice', async () => {
    const kitchenScreen = new KitchenScreen(proxy.url, fixture.adminToken);
    kitchen = kitchenScreen;
    await waitUntil(() => kitchenScreen.state === 'live', 20_000, 'the kitchen screen to go live');

    const tally = new Tally();
    const options = { baseUrl: () => server.baseUrl, tally, persevere: false };
    let stopped = false;
    let next = 0;
    let orders = 0;
    const traffic = Promise.all([
      ...Array.from({ length: GUESTS }, async () => {
        while (!stopped) {
          const n = next++;
          await placeOrder(fixture, n, `offline-${n}`, n % 10 === 7 ? 'three-at-once' : 'none', options);
          orders += 1;
          await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_ORDERS_MS));
        }
      }),
      (async () => {
        while (!stopped) {
          await sweepOrders(() => server.baseUrl, fixture.adminToken, tally);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })(),
    ]);

    let before = 0;
    let during = 0;
    try {
      await waitUntil(() => kitchenScreen.received.size >= 20, 30_000, 'the first events');
      proxy.cut();
      await waitUntil(() => kitchenScreen.state === 'offline', 10_000, 'the kitchen screen to notice');
      // Counted once the screen knows it is offline: an event already on the wire when the cut came may still arrive.
      before = kitchenScreen.received.size;
      await new Promise((resolve) => setTimeout(resolve, OFFLINE_MS));
      during = kitchenScreen.received.size - before;
      proxy.restore();
      await waitUntil(() => kitchenScreen.state === 'live', 20_000, 'the kitchen screen to come back');
      // A little more traffic after it is back, then stop.
      const back = orders;
      await waitUntil(() => orders >= back + 10, 30_000, 'orders after the return');
    } finally {
      stopped = true;
      await traffic;
    }

    const integrity = await integrityOf(server.databaseUrl!);
    await waitUntil(() => kitchenScreen.missing(integrity.eventSeqs).length === 0, 15_000, 'every event').catch(() => undefined);
    expect(tally.failures).toEqual([]);
    expect(tally.serverErrors + tally.unanswered).toBe(0);
    expect(during).toBe(0);
    expect(kitchenScreen.missing(integrity.eventSeqs)).toEqual([]);
    expect(kitchenScreen.repeats).toEqual([]);
    expect(kitchenScreen.reloads).toBe(0);
    const missedWhileOffline = integrity.eventSeqs.length - before;
    expect(missedWhileOffline).toBeGreaterThan(100);

    process.stdout.write(
      `kitchen offline: ${OFFLINE_MS / 1000} s without network; ${orders} orders, ${integrity.eventSeqs.length} events, ` +
        `${before} before the cut, the rest (${missedWhileOffline}) replayed or live after it; none missing, none twice; ` +
        `requests: ${tally.summary()}\n`,
    );
  });
});
