import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_ENV, assertBuilt, MAIN_JS, runCli } from '../harness/built-product.js';
import { createDatabase, DATABASES, POSTGRES_URL } from '../harness/databases.js';
import { guestFlow, loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { ADMIN, startServer, type RunningServer } from '../harness/server-process.js';
import { waitUntil } from '../harness/wait.js';
import { allOrders, cents, type StaffOrder } from './support/operations.js';

// A backup taken while guests keep ordering through the real HTTP API, restored into a fresh database, must hold
// every order answered before the backup began, each with all its lines, and the product must run on it.
const GUESTS = 4;
const MAX_ROUNDS_PER_GUEST = 200;
const ORDERS_BEFORE_BACKUP = 24;

interface AnsweredOrder {
  orderId: number;
  at: number;
}

/** Guests ordering in a loop until told to stop; each answered checkout is recorded with its time. */
function keepOrdering(client: Client, fixture: Fixture) {
  const answered: AnsweredOrder[] = [];
  let stopped = false;
  const guest = async (g: number) => {
    for (let round = 0; round < MAX_ROUNDS_PER_GUEST && !stopped; round++) {
      const orderId = await guestFlow(client, fixture, g * MAX_ROUNDS_PER_GUEST + round);
      answered.push({ orderId, at: Date.now() });
    }
  };
  const running = Promise.all(Array.from({ length: GUESTS }, (_, g) => guest(g)));
  return {
    answered,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

const login = async (client: Client) => (await client.post<{ jwt: string }>('/api/auth', ADMIN)).jwt;
const byId = (orders: StaffOrder[]) => new Map(orders.map((o) => [o.orderId, o]));

describe.each(DATABASES)('backup while guests order, restore, start (%s)', (database) => {
  const work = mkdtempSync(join(tmpdir(), 'tischlein-ops-'));
  const backupDir = join(work, 'backups');
  let original: RunningServer;
  let restored: RunningServer | null = null;
  let dropRestoredDatabase: (() => Promise<void>) | null = null;
  /** The CLI's storage settings for the original server, and for the restore target. */
  let originalEnv: Record<string, string>;
  let restoreEnv: Record<string, string>;

  beforeAll(async () => {
    assertBuilt();
    original = await startServer(MAIN_JS, database === 'postgres' ? { postgresUrl: POSTGRES_URL! } : {});
    originalEnv = original.databaseUrl
      ? { DATABASE_URL: original.databaseUrl }
      : { DATA_DIR: original.dataDir, PORT: new URL(original.baseUrl).port, ...ADMIN_ENV };
    if (database === 'postgres') {
      const target = await createDatabase(POSTGRES_URL!);
      dropRestoredDatabase = target.drop;
      restoreEnv = { DATABASE_URL: target.url };
    } else {
      restoreEnv = { DATA_DIR: join(work, 'restored-data') };
    }
  });

  afterAll(async () => {
    await restored?.stop();
    await original?.stop();
    await dropRestoredDatabase?.();
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps every order answered before the backup began, each with its lines; the product runs on the restore', async () => {
    const client = new Client(original.baseUrl);
    const guests = keepOrdering(client, await loadFixture(client));
    let backup;
    let backupBegan = 0;
    let backupEnded = 0;
    try {
      await waitUntil(() => guests.answered.length >= ORDERS_BEFORE_BACKUP, 60_000, `${ORDERS_BEFORE_BACKUP} orders`);
      backupBegan = Date.now();
      backup = await runCli(['backup', '--dir', backupDir], originalEnv);
      backupEnded = Date.now();
      await waitUntil(() => guests.answered.some((o) => o.at > backupEnded), 30_000, 'an order after the backup');
    } finally {
      await guests.stop();
    }
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const files = readdirSync(backupDir);
    const pattern =
      database === 'postgres'
        ? /^tischlein-postgres-tischlein_bench_\w+-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/
        : /^tischlein-embedded-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/;
    expect(files).toEqual([expect.stringMatching(pattern)]);
    expect(backup.stdout).toContain(`Backup written: ${join(backupDir, files[0])}`);
    // The guests really ordered while the backup ran.
    expect(guests.answered.filter((o) => o.at > backupBegan && o.at < backupEnded).length).toBeGreaterThan(0);

    const restore = await runCli(['restore', join(backupDir, files[0])], restoreEnv);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    restored =
      database === 'postgres'
        ? await startServer(MAIN_JS, { sharedDatabaseUrl: restoreEnv.DATABASE_URL })
        : await startServer(MAIN_JS, { dataDir: restoreEnv.DATA_DIR });

    const originalOrders = byId(await allOrders(client, await login(client)));
    const restoredClient = new Client(restored.baseUrl);
    const restoredOrders = await allOrders(restoredClient, await login(restoredClient));
    const answeredBefore = guests.answered.filter((o) => o.at <= backupBegan);
    expect(answeredBefore.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_BACKUP);
    const found = byId(restoredOrders);
    for (const { orderId } of answeredBefore) expect(found.get(orderId)).toEqual(originalOrders.get(orderId));
    // Nothing half there: every restored order is one the original server has, whole, with its three lines.
    for (const order of restoredOrders) {
      expect(order).toEqual(originalOrders.get(order.orderId));
      expect(order.items).toHaveLength(3);
      expect(order.itemsCount).toBe(order.items.reduce((n, i) => n + i.quantity, 0));
      expect(cents(order.grossAmount)).toBe(order.items.reduce((n, i) => n + cents(i.priceFinal), 0));
    }

    const during = guests.answered.filter((o) => o.at > backupBegan && o.at < backupEnded).length;
    process.stdout.write(
      `${database}: ${answeredBefore.length} orders answered before the backup, ${during} while it ran (${backupEnded - backupBegan} ms), ` +
        `${guests.answered.length} in all; ${restoredOrders.length} restored, every one whole; ${backup.stdout.trim()}\n`,
    );

    // The restored product takes new orders, numbered after the restored ones.
    const newOrderId = await guestFlow(restoredClient, await loadFixture(restoredClient), 0);
    const afterwards = await allOrders(restoredClient, await login(restoredClient));
    const newOrder = afterwards.find((o) => o.orderId === newOrderId)!;
    expect(newOrder.items).toHaveLength(3);
    expect(newOrder.orderNumber).toBeGreaterThan(Math.max(...restoredOrders.map((o) => o.orderNumber)));
  });

  it('refuses to restore over data, or a file that is no backup, and changes nothing', async () => {
    const [file] = readdirSync(backupDir);
    const overData = await runCli(['restore', join(backupDir, file)], restoreEnv);
    expect(overData.code).toBe(1);
    expect(overData.stderr).toMatch(
      database === 'postgres'
        ? /already has \d+ tables: restore into a new, empty database/
        : /is not empty: restore into an empty or new folder/,
    );
    const notABackup = join(work, 'notes.txt');
    writeFileSync(notABackup, 'Bestellungen vom Montag');
    const wrongFile = await runCli(['restore', notABackup], restoreEnv);
    expect(wrongFile.code).toBe(1);
    expect(wrongFile.stderr).toContain('is no Tischlein backup');
    // The restored product still answers with all its orders.
    const client = new Client(restored!.baseUrl);
    expect((await allOrders(client, await login(client))).length).toBeGreaterThan(ORDERS_BEFORE_BACKUP);
  });

  if (database === 'pglite') {
    it('asks the running server for the copy only with an admin account, and says so', async () => {
      const { ADMIN_PASSWORD: _password, ...withoutPassword } = originalEnv;
      const noPassword = await runCli(['backup', '--dir', backupDir], withoutPassword);
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr).toContain('needs an admin account: set ADMIN_USERNAME and ADMIN_PASSWORD');
      const wrongPassword = await runCli(['backup', '--dir', backupDir], { ...originalEnv, ADMIN_PASSWORD: 'not-the-password' });
      expect(wrongPassword.code).toBe(1);
      expect(wrongPassword.stderr).toContain('The server refused the login of ADMIN_USERNAME "admin": 401');
      // The restored server is another process: the CLI must not take its backup for the original's.
      const wrongServer = await runCli(['backup', '--dir', backupDir], { ...originalEnv, PORT: new URL(restored!.baseUrl).port });
      expect(wrongServer.code).toBe(1);
      expect(wrongServer.stderr).toMatch(/is not the one holding DATA_DIR .* set PORT to that server's port/);
      expect(readdirSync(backupDir)).toHaveLength(1);
    });
  }
});
