import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { createDatabase, POSTGRES_URL } from '../harness/databases.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { waitUntil } from '../harness/wait.js';
import { KitchenScreen } from './support/kitchen.js';
import { integrityOf, onPostgres } from './support/postgres.js';
import { sweepOrders } from './support/staff.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { placeOrder, Tally, type AnsweredCheckout } from './support/traffic.js';

// Two server processes on one PostgreSQL behind a proxy that, like the compose file's nginx, sends each new
// connection to the first one that takes it. Guests order through the proxy and straight at the second process;
// a waiter approves and completes through the second. The first process, which the kitchen screen is connected
// to, is killed mid-load. The second must answer every request sent to it, and the kitchen screen, reconnecting
// through the proxy to the second, must end up with every order event, each once.
const GUESTS_BEHIND_PROXY = 6;
const GUESTS_ON_SECOND = 6;
const ORDERS_BEFORE_KILL = 40;
const ORDERS_IN_ALL = 120;

onPostgres(describe)('two server processes on one PostgreSQL, one killed mid-load', () => {
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;
  let first: RunningServer;
  let second: RunningServer;
  let proxy: TcpProxy;
  let fixture: Fixture;
  let kitchen: KitchenScreen | null = null;

  beforeAll(async () => {
    assertBuilt();
    ({ url: databaseUrl, drop: dropDatabase } = await createDatabase(POSTGRES_URL!));
    first = await startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl });
    second = await startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl, jwtSecret: first.jwtSecret });
    const ports = [first, second].map((server) => Number(new URL(server.baseUrl).port));
    proxy = await TcpProxy.start(() => ports);
    fixture = await loadFixture(new Client(proxy.url));
  });

  afterAll(async () => {
    kitchen?.close();
    await proxy?.close();
    await first?.stop();
    await second?.stop();
    await dropDatabase?.();
  });

  it('keeps serving on the other process, and the kitchen screen reconnecting there misses no event', async () => {
    const kitchenScreen = new KitchenScreen(proxy.url, fixture.adminToken);
    kitchen = kitchenScreen;
    await waitUntil(() => kitchenScreen.state === 'live', 20_000, 'the kitchen screen to go live');

    const proxyTally = new Tally();
    const secondTally = new Tally();
    const answered: AnsweredCheckout[] = [];
    let next = 0;
    const guest = async (options: { baseUrl: () => string; tally: Tally; persevere: boolean }) => {
      while (answered.length < ORDERS_IN_ALL) {
        const n = next++;
        answered.push(await placeOrder(fixture, n, `two-${n}`, 'none', options));
      }
    };
    let waiterStopped = false;
    const waiter = (async () => {
      while (!waiterStopped) {
        await sweepOrders(() => second.baseUrl, fixture.adminToken, secondTally);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const guests = Promise.all([
      ...Array.from({ length: GUESTS_BEHIND_PROXY }, () => guest({ baseUrl: () => proxy.url, tally: proxyTally, persevere: true })),
      ...Array.from({ length: GUESTS_ON_SECOND }, () => guest({ baseUrl: () => second.baseUrl, tally: secondTally, persevere: false })),
    ]);

    let eventsBeforeKill = 0;
    try {
      await waitUntil(() => answered.length >= ORDERS_BEFORE_KILL, 60_000, `${ORDERS_BEFORE_KILL} orders`);
      eventsBeforeKill = kitchenScreen.received.size;
      await first.kill();
      await guests;
    } finally {
      waiterStopped = true;
      await waiter;
    }
    // A last sweep, so the final events are status changes, too.
    await sweepOrders(() => second.baseUrl, fixture.adminToken, secondTally);

    const integrity = await integrityOf(databaseUrl);
    await waitUntil(
      () => kitchenScreen.missing(integrity.eventSeqs).length === 0,
      30_000,
      `every event on the kitchen screen (missing ${kitchenScreen.missing(integrity.eventSeqs).length})`,
    ).catch(() => undefined);

    // The second process answered every request sent straight to it, with no error.
    expect(secondTally.failures).toEqual([]);
    expect(secondTally.unanswered).toBe(0);
    expect(proxyTally.failures).toEqual([]);
    expect(proxyTally.serverErrors).toBe(0);
    // The kitchen screen was on the first process, lost it, and came back live on the second.
    expect(kitchenScreen.dropouts).toBeGreaterThanOrEqual(1);
    expect(kitchenScreen.state).toBe('live');
    expect(kitchenScreen.reloads).toBe(0);
    expect(kitchenScreen.missing(integrity.eventSeqs)).toEqual([]);
    expect(kitchenScreen.repeats).toEqual([]);
    // Every answered checkout is stored, whole.
    const stored = new Set(integrity.orders.map((o) => o.id));
    expect(answered.filter((a) => !stored.has(a.orderId))).toEqual([]);
    expect(integrity.halfWritten).toEqual([]);

    process.stdout.write(
      `two processes: ${answered.length} orders, first process killed after ${ORDERS_BEFORE_KILL}; the kitchen screen had ` +
        `${eventsBeforeKill} events then and ${kitchenScreen.received.size} of ${integrity.eventSeqs.length} in the end, ` +
        `none twice; second process: ${secondTally.summary()}; through the proxy: ${proxyTally.summary()}\n`,
    );
  });
});
