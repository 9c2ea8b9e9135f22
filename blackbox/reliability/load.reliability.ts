import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { POSTGRES_URL } from '../harness/databases.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { run } from './support/integrity.js';
import { integrityOf, onPostgres } from './support/postgres.js';
import { placeOrder, Tally, type AnsweredCheckout, type Retry } from './support/traffic.js';

// 50 guests at once place 500 orders; every tenth checkout is sent again with the same Idempotency-Key, half of
// those after the first answer, half as three copies at once. Nothing may be lost, doubled or answered 5xx.
const GUESTS = 50;
const ORDERS_PER_GUEST = 10;

/** Every tenth order is retried: odd ones after the answer, even ones as three at once. */
function retryOf(n: number): Retry {
  if (n % 10 !== 7) return 'none';
  return Math.floor(n / 10) % 2 ? 'again-after-answer' : 'three-at-once';
}

onPostgres(describe)('50 guests, 500 orders, retried checkouts (PostgreSQL)', () => {
  let server: RunningServer;
  let fixture: Fixture;

  beforeAll(async () => {
    assertBuilt();
    server = await startServer(MAIN_JS, { postgresUrl: POSTGRES_URL! });
    fixture = await loadFixture(new Client(server.baseUrl));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('loses none, doubles none, answers no 5xx', async () => {
    const tally = new Tally();
    const options = { baseUrl: () => server.baseUrl, tally, persevere: false };
    const answered: AnsweredCheckout[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: GUESTS }, async (_, g) => {
        for (let k = 0; k < ORDERS_PER_GUEST; k++) {
          const n = g * ORDERS_PER_GUEST + k;
          answered.push(await placeOrder(fixture, n, `load-${n}`, retryOf(n), options));
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    expect(tally.failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
    expect(tally.unanswered).toBe(0);
    // Each key made one order: one 201, and a 200 with the same order for every copy.
    for (const checkout of answered) {
      const copies = { none: 1, 'again-after-answer': 2, 'three-at-once': 3 }[retryOf(Number(checkout.idempotencyKey.slice(5)))];
      expect([...checkout.statuses].sort((a, b) => a - b)).toEqual([...Array<number>(copies - 1).fill(200), 201]);
    }
    const orderIds = new Set(answered.map((a) => a.orderId));
    expect(orderIds.size).toBe(GUESTS * ORDERS_PER_GUEST);

    const integrity = await integrityOf(server.databaseUrl!);
    // Not one order more than the guests were answered: no copy made a second order.
    expect(new Set(integrity.orders.map((o) => o.id))).toEqual(orderIds);
    expect(integrity.halfWritten).toEqual([]);
    expect(integrity.orderNumbers).toEqual(run(100, GUESTS * ORDERS_PER_GUEST));
    const byId = new Map(integrity.orders.map((o) => [o.id, o]));
    for (const checkout of answered) expect(byId.get(checkout.orderId)?.order_number).toBe(checkout.orderNumber);

    const retried = answered.filter((a) => a.statuses.length > 1).length;
    process.stdout.write(
      `load: ${GUESTS} guests, ${answered.length} orders (${retried} with retried checkouts) in ${seconds.toFixed(1)} s, ` +
        `${tally.requests} requests (${tally.summary()}); ${integrity.orders.length} orders stored, numbers ` +
        `${integrity.orderNumbers[0]}–${integrity.orderNumbers.at(-1)}\n`,
    );
  });
});
