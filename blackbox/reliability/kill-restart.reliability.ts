import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { createDatabase, POSTGRES_URL } from '../harness/databases.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { run } from './support/integrity.js';
import { integrityOf, onPostgres } from './support/postgres.js';
import { killUnderLoad } from './support/kill-under-load.js';

// Guests keep ordering and a waiter keeps approving, completing and printing invoices while the server process is
// killed with SIGKILL three times (no shutdown hook runs, transactions are cut off) and started again on the same
// database and port. Afterwards every checkout a guest got a 2xx for is there, whole, with its event; nothing is
// half-written; order and invoice numbers run without a gap or a double.
const GUESTS = 20;
const KILLS = 3;
const ORDERS_PER_ROUND = 40;

onPostgres(describe)('SIGKILL three times under load, restarted (PostgreSQL)', () => {
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let server: RunningServer;
  let fixture: Fixture;

  beforeAll(async () => {
    assertBuilt();
    ({ url: databaseUrl, drop: dropDatabase } = await createDatabase(POSTGRES_URL!));
    server = await startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl });
    fixture = await loadFixture(new Client(server.baseUrl));
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it('keeps every answered checkout whole, with gap-free order and invoice numbers', async () => {
    const { answered, tally, staffTally, downtimes, ...after } = await killUnderLoad({
      guests: GUESTS,
      kills: KILLS,
      ordersPerRound: ORDERS_PER_ROUND,
      keyPrefix: 'kill',
      fixture,
      server,
      restart: (port, jwtSecret) => startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl, jwtSecret, port }),
    });
    server = after.server;

    expect(tally.failures).toEqual([]);
    expect(staffTally.failures).toEqual([]);
    expect(tally.serverErrors + staffTally.serverErrors).toBe(0);
    // The kills really cut requests off.
    expect(tally.unanswered + staffTally.unanswered).toBeGreaterThan(0);

    const integrity = await integrityOf(databaseUrl);
    const stored = new Map(integrity.orders.map((o) => [o.id, o]));
    // Every answered checkout is there, with the number it was answered with; and no order that nobody was answered.
    for (const checkout of answered) expect(stored.get(checkout.orderId)?.order_number).toBe(checkout.orderNumber);
    expect(integrity.orders).toHaveLength(new Set(answered.map((a) => a.orderId)).size);
    expect(integrity.orders).toHaveLength(answered.length);
    expect(integrity.halfWritten).toEqual([]);
    expect(integrity.statusWithoutEvent).toEqual([]);
    expect(integrity.orderNumbers).toEqual(run(100, integrity.orders.length));
    // Every order went through to its invoice; the invoice numbers run from the first without a gap.
    expect(integrity.orders.every((o) => o.status === 'COMPLETED')).toBe(true);
    expect(integrity.invoiceNumbers).toEqual(run(integrity.firstInvoiceNumber, integrity.orders.length));
    expect(integrity.lastInvoiceNumber).toBe(integrity.firstInvoiceNumber + integrity.orders.length - 1);
    expect(integrity.invoicesWithoutDocument).toEqual([]);

    const replayed = answered.filter((a) => !a.statuses.includes(201)).length;
    process.stdout.write(
      `kill-restart: ${KILLS} SIGKILLs, back after ${downtimes.join(', ')} ms; ${answered.length} orders answered ` +
        `(${replayed} of them only by a replay of a checkout cut off), all stored whole, numbers ` +
        `${integrity.orderNumbers[0]}–${integrity.orderNumbers.at(-1)}, invoices ${integrity.invoiceNumbers[0]}–` +
        `${integrity.invoiceNumbers.at(-1)}; guests: ${tally.summary()}; waiter: ${staffTally.summary()}\n`,
    );
  });
});
