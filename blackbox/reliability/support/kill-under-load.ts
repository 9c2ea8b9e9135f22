import type { Fixture } from '../../harness/guest-flow.js';
import type { RunningServer } from '../../harness/server-process.js';
import { waitUntil } from '../../harness/wait.js';
import { serveUntilDone } from './staff.js';
import { placeOrder, Tally, type AnsweredCheckout } from './traffic.js';

export interface KillUnderLoad {
  guests: number;
  kills: number;
  /** Answered orders between two kills (and after the last). */
  ordersPerRound: number;
  keyPrefix: string;
  fixture: Fixture;
  server: RunningServer;
  /** Starts the product again on the same data and port, with the same token secret. */
  restart: (port: number, jwtSecret: string) => Promise<RunningServer>;
}

/**
 * Persevering guests order and a waiter works the orders to their invoices while the server gets SIGKILL
 * `kills` times, each time started again at once. Resolves with what was answered, the tallies, the server
 * now running and how long each restart took.
 */
export async function killUnderLoad(options: KillUnderLoad) {
  let server = options.server;
  const tally = new Tally();
  const staffTally = new Tally();
  const answered: AnsweredCheckout[] = [];
  const downtimes: number[] = [];
  const baseUrl = () => server.baseUrl;
  let stopped = false;
  let next = 0;
  const guests = Promise.all(
    Array.from({ length: options.guests }, async () => {
      while (!stopped) {
        const n = next++;
        answered.push(await placeOrder(options.fixture, n, `${options.keyPrefix}-${n}`, 'none', { baseUrl, tally, persevere: true }));
      }
    }),
  );
  const waiter = serveUntilDone(baseUrl, options.fixture.adminToken, staffTally, () => stopped, 240_000);
  try {
    for (let kill = 1; kill <= options.kills; kill++) {
      const orders = kill * options.ordersPerRound;
      await waitUntil(() => answered.length >= orders, 120_000, `${orders} orders`);
      const port = Number(new URL(server.baseUrl).port);
      const killedAt = Date.now();
      await server.kill();
      server = await options.restart(port, server.jwtSecret);
      downtimes.push(Date.now() - killedAt);
    }
    await waitUntil(() => answered.length >= (options.kills + 1) * options.ordersPerRound, 120_000, 'the last round of orders');
  } finally {
    stopped = true;
    await guests;
    await waiter;
  }
  return { answered, tally, staffTally, server, downtimes };
}
