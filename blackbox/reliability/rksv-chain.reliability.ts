import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { assertBuilt, MAIN_JS } from '../harness/built-product.js';
import { createDatabase, POSTGRES_URL } from '../harness/databases.js';
import { guestFlow, loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { onPostgres } from './support/postgres.js';

// Issue 34: the register's chain under SIGKILL. Two server processes on one PostgreSQL take payments at once, each
// receipt made in its payment's transaction under the register's row lock; one process is killed in the middle of
// the burst. The DEP exported afterwards must be one unbroken chain that the independent verifier accepts, with
// exactly one receipt for every invoice and none without one.
const ORDERS = 60;
const PAID_BEFORE_KILL = 15;
const AT_ONCE_PER_PROCESS = 6;
const VERIFY_DIR = resolve(process.env.RKSV_VERIFY_DIR ?? join(import.meta.dirname, '..', '..', '..', 'shared', 'rksv-verify'));

type VerifyDep = (dep: unknown, container: unknown) => { valid: boolean | null; receipts?: number; rule?: string; detail?: string };

onPostgres(describe)('the register’s chain when one of two processes is killed during a burst of payments', () => {
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;
  let first: RunningServer;
  let second: RunningServer;
  let fixture: Fixture;

  beforeAll(async () => {
    assertBuilt();
    ({ url: databaseUrl, drop: dropDatabase } = await createDatabase(POSTGRES_URL!));
    first = await startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl });
    second = await startServer(MAIN_JS, { sharedDatabaseUrl: databaseUrl, jwtSecret: first.jwtSecret });
    fixture = await loadFixture(new Client(second.baseUrl));
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await dropDatabase?.();
  });

  it('leaves one unbroken chain that verifies, one receipt per invoice', async () => {
    const onSecond = new Client(second.baseUrl);
    const token = fixture.adminToken;
    await onSecond.post('/api/admin/rksv/commission', { cashRegisterId: 'KASSE-KILL' }, token);
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const orderId = await guestFlow(onSecond, fixture, i);
      await onSecond.post(`/api/admin/orders/${orderId}/approve`, undefined, token);
      orderIds.push(orderId);
    }

    // Both processes pay from one queue; the first is killed once enough payments were answered.
    const queue = [...orderIds];
    let answered = 0;
    let killed = false;
    const unanswered: number[] = [];
    const payer = async (server: RunningServer) => {
      const client = new Client(server.baseUrl);
      // A killed process's payers stop; the payments they had in flight are the unanswered ones.
      while (!(server === first && killed)) {
        const id = queue.shift();
        if (id === undefined) break;
        try {
          await client.post(`/api/admin/orders/${id}/pay`, { paymentMethod: id % 2 ? 'CARD' : 'CASH' }, token);
          answered++;
        } catch {
          unanswered.push(id); // in flight on the killed process: paid or not, the database knows
        }
        if (!killed && answered >= PAID_BEFORE_KILL) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: AT_ONCE_PER_PROCESS }, () => payer(first)),
      ...Array.from({ length: AT_ONCE_PER_PROCESS }, () => payer(second)),
    ]);
    expect(killed).toBe(true);
    // What the killed process left unpaid is paid on the other one (one already paid answers 409: left as it is).
    for (const id of unanswered) {
      await onSecond.post(`/api/admin/orders/${id}/pay`, { paymentMethod: 'CARD' }, token).catch((err: Error) => {
        if (!err.message.includes('→ 409')) throw err;
      });
    }

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const invoices = await db.query<{ invoice_number: string; receipts: string }>(
        `SELECT i.invoice_number, (SELECT count(*) FROM rksv_receipts r WHERE r.invoice_number = i.invoice_number) AS receipts
           FROM invoices i WHERE i.kind = 'INVOICE'`,
      );
      expect(invoices.rows).toHaveLength(ORDERS);
      expect(invoices.rows.filter((row) => Number(row.receipts) !== 1)).toEqual([]);
      const orphans = await db.query(
        `SELECT receipt_number FROM rksv_receipts r WHERE r.kind = 'SALE' AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.invoice_number = r.invoice_number)`,
      );
      expect(orphans.rows).toEqual([]);
    } finally {
      await db.end();
    }

    const dep = await onSecond.get('/api/admin/rksv/dep', token);
    const container = await onSecond.get('/api/admin/rksv/crypto-container', token);
    const { verifyDep } = (await import(join(VERIFY_DIR, 'verify.mjs'))) as { verifyDep: VerifyDep };
    const verdict = verifyDep(dep, container);
    expect(verdict).toMatchObject({ valid: true, receipts: ORDERS + 1 });
    process.stdout.write(
      `rksv chain: ${ORDERS} payments on two processes, the first killed after ${PAID_BEFORE_KILL} answers ` +
        `(${unanswered.length} unanswered, paid again on the second); DEP of ${verdict.receipts} receipts verified\n`,
    );
  });
});
