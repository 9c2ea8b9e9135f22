import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { ADMIN, freePort, startServer, type RunningServer } from '../harness/server-process.js';
import { readIntegrity, run, type Integrity } from './support/integrity.js';
import { killUnderLoad } from './support/kill-under-load.js';
import { Tally, type AnsweredCheckout } from './support/traffic.js';

// The embedded database: guests order and a waiter invoices while the process is killed with SIGKILL twice in the
// middle of its writes and started again on the same DATA_DIR. It must come back with every answered order whole.
// A second process started on the same DATA_DIR meanwhile must refuse to run, saying why, and harm nothing.
const GUESTS = 4;
const KILLS = 2;
const ORDERS_PER_ROUND = 25;
const SECOND_PROCESS_TIMEOUT_MS = 60_000;

/** Starts the product on `dataDir` as a second process; resolves with its exit code and what it printed. */
function startSecondProcess(dataDir: string, port: number): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN_JS], {
      env: { ...env, ADMIN_PASSWORD: ADMIN.password },
      timeout: SECOND_PROCESS_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The integrity figures, read by opening the (closed) embedded database directly. */
async function embeddedIntegrity(dataDir: string): Promise<Integrity> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
  try {
    return await readIntegrity(async <T>(sql: string) => (await db.query<T>(sql)).rows);
  } finally {
    await db.close();
  }
}

describe('the embedded database killed during writes, and a second process on its DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-reliability-'));
  let server: RunningServer;
  let fixture: Fixture;

  beforeAll(async () => {
    assertBuilt();
    server = await startServer(MAIN_JS, { dataDir });
    fixture = await loadFixture(new Client(server.baseUrl));
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const answered: AnsweredCheckout[] = [];
  let tally = new Tally();
  let staffTally = new Tally();
  const restarts: number[] = [];

  it('comes back after SIGKILL with every answered order', async () => {
    const run = await killUnderLoad({
      guests: GUESTS,
      kills: KILLS,
      ordersPerRound: ORDERS_PER_ROUND,
      keyPrefix: 'embedded',
      fixture,
      server,
      restart: (port, jwtSecret) => startServer(MAIN_JS, { dataDir, jwtSecret, port }),
    });
    server = run.server;
    ({ tally, staffTally } = run);
    answered.push(...run.answered);
    restarts.push(...run.downtimes);
    expect(tally.failures).toEqual([]);
    expect(staffTally.failures).toEqual([]);
    expect(tally.serverErrors + staffTally.serverErrors).toBe(0);
    expect(tally.unanswered + staffTally.unanswered).toBeGreaterThan(0);
  });

  it('refuses a second process on the same DATA_DIR with a clear message, and harms nothing', async () => {
    const second = await startSecondProcess(dataDir, await freePort());
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      `DATA_DIR ${dataDir} is in use by another Tischlein process (pid ${server.pid}); stop it or choose another DATA_DIR`,
    );
    // The first process still answers, with all its orders.
    const client = new Client(server.baseUrl);
    const { jwt } = await client.post<{ jwt: string }>('/api/auth', ADMIN);
    const { totalElements } = await client.get<{ totalElements: number }>('/api/admin/orders?size=1', jwt);
    expect(totalElements).toBe(answered.length);
  });

  it('holds every answered order whole, numbered without gaps, once stopped and opened directly', async () => {
    await server.stop();
    const integrity = await embeddedIntegrity(dataDir);
    const stored = new Map(integrity.orders.map((o) => [o.id, o]));
    for (const checkout of answered) expect(stored.get(checkout.orderId)?.order_number).toBe(checkout.orderNumber);
    expect(integrity.orders).toHaveLength(answered.length);
    expect(integrity.halfWritten).toEqual([]);
    expect(integrity.statusWithoutEvent).toEqual([]);
    expect(integrity.orderNumbers).toEqual(run(100, answered.length));
    expect(integrity.invoiceNumbers).toEqual(run(integrity.firstInvoiceNumber, answered.length));
    expect(integrity.invoicesWithoutDocument).toEqual([]);
    process.stdout.write(
      `embedded: ${KILLS} SIGKILLs, serving again after ${restarts.join(', ')} ms; ${answered.length} orders answered, all ` +
        `stored whole, numbers ${integrity.orderNumbers[0]}–${integrity.orderNumbers.at(-1)}, invoices ` +
        `${integrity.invoiceNumbers[0]}–${integrity.invoiceNumbers.at(-1)}; guests: ${tally.summary()}; waiter: ${staffTally.summary()}\n`,
    );
  });
});
