import { afterAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminOrders, placeOrder } from '../support/admin-orders.js';
import { asGuest, startTakeawaySession } from '../support/guest.js';
import { listen } from '../support/live-socket.js';
import { adminToken } from '../support/staff.js';
import { startTestApp } from '../support/test-app.js';
import { DatabaseSnapshots, LEGITIMATE_CHANGES } from './database-snapshot.js';
import { type Credentials, requestsFor } from './fuzz-requests.js';
import { describeFinding, Fuzzer, type OperationReport } from './fuzz-runner.js';
import { fuzzSeed, seedFor } from './fuzz-seed.js';
import { type OpenApiDocument, operationsOf } from './openapi-operations.js';
import { send } from './raw-http.js';

/**
 * Bad input for every operation of the running app's own OpenAPI document (so a new operation is fuzzed
 * the moment it exists): seeded requests with wrong types, odd and huge values, privileged fields, deep
 * nesting, broken JSON, wrong content types and path parameters that are no ids, with a valid token and
 * without. See fuzz-runner.ts for what every answer is checked for.
 */

const REQUESTS_PER_OPERATION = 100;
// Two cores: more requests at once only queue behind each other on the one embedded-database connection.
const BATCH_SIZE = 20;
const SHOWN_FINDINGS = 10;

// Started while the module loads: the tests below are one per operation of the running app's document.
const t = await startTestApp();
const origin = await listen(t);
const seed = fuzzSeed('API fuzz');
const operations = await operationsOfRunningApp();
const reports: OperationReport[] = [];

/** The operations in the app's OpenAPI document; the app is closed if it cannot be read (nothing would close it then). */
async function operationsOfRunningApp() {
  try {
    return operationsOf((await t.http.get('/api/docs/json').expect(200)).body as OpenApiDocument);
  } catch (err) {
    await t.close();
    throw err;
  }
}

/** The routes the app registered under /api, spelt as the document spells paths. */
function registeredOperations(): string[] {
  const keys = t.routes
    .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs') && !['HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(keys)].sort();
}

async function credentialsOf(): Promise<Credentials> {
  const jwt = await adminToken(t);
  const me = await t.http.get('/api/auth').set('Authorization', `Bearer ${jwt}`).expect(200);
  const session = await startTakeawaySession(t);
  // Something for the ids 1, 2, 3 the fuzzer puts in paths to find: orders (one completed, for the invoice), a basket line.
  await placeOrder(t, { table: null });
  const completed = await placeOrder(t);
  const orders = await adminOrders(t, jwt);
  await orders.act(completed.orderId, 'approve').expect(200);
  await orders.act(completed.orderId, 'complete').expect(200);
  await asGuest(t, session).add({ menuItemId: 1, quantity: 1 }).expect(201);
  return { adminToken: jwt, adminUserId: me.body.userID, session: { sessionId: session.sessionId, jwt: session.jwt } };
}

/** Whether the fuzzer's tokens still open their routes (a request that ended them would make every later one meaningless). */
async function credentialsStillWork(credentials: Credentials): Promise<string[]> {
  const admin = await send(origin, { method: 'GET', path: '/api/auth', headers: { authorization: `Bearer ${credentials.adminToken}` } });
  const { sessionId, jwt } = credentials.session;
  const guest = await send(origin, {
    method: 'GET',
    path: `/api/sessions/${sessionId}/basket`,
    headers: { authorization: `Bearer ${jwt}` },
  });
  return [
    admin.status === 200 ? '' : `admin token answered ${admin.status}`,
    guest.status === 200 ? '' : `session token answered ${guest.status}`,
  ].filter(Boolean);
}

function summary(): string {
  const totals = new Map<number, number>();
  let generated = 0;
  let checked = 0;
  let unchecked = 0;
  let ms = 0;
  let snapshotMs = 0;
  for (const report of reports) {
    snapshotMs += report.snapshotMs;
    generated += report.generated;
    checked += report.refusedChecked;
    unchecked += report.refusedUnchecked;
    ms += report.ms;
    for (const [status, count] of report.statuses) totals.set(status, (totals.get(status) ?? 0) + count);
  }
  const byStatus = [...totals]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return (
    `API fuzz (seed ${seed}): ${reports.length} operations, ${generated} requests in ${(ms / 1000).toFixed(1)} s ` +
    `(snapshots ${(snapshotMs / 1000).toFixed(1)} s); ` +
    `answers ${byStatus}; ${checked} refused requests checked against an unchanged database, ${unchecked} not isolable. ` +
    `Left out of the snapshot: ${Object.keys(LEGITIMATE_CHANGES).join(', ')}.\n`
  );
}

describe('bad input generated from the OpenAPI document', () => {
  let credentials: Credentials;
  let fuzzer: Fuzzer;

  afterAll(async () => {
    if (reports.length) process.stdout.write(summary());
    await t.close();
  });

  it('finds every API route of the running app in its OpenAPI document', async () => {
    expect(operations.map((operation) => operation.key).sort()).toEqual(registeredOperations());
    expect(operations.length).toBeGreaterThan(50);
    credentials = await credentialsOf();
    fuzzer = new Fuzzer(origin, await DatabaseSnapshots.of(t.app.get(DataSource)), BATCH_SIZE);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))(
    `%s: ${REQUESTS_PER_OPERATION} bad requests, no 5xx, refusals change nothing`,
    async (key, operation) => {
      const requests = requestsFor(operation, credentials, seedFor(seed, key), REQUESTS_PER_OPERATION);
      const report = await fuzzer.run(operation, requests);
      reports.push(report);
      const findings = report.findings.map(describeFinding);
      const shown = findings.slice(0, SHOWN_FINDINGS);
      if (findings.length > shown.length) shown.push(`… and ${findings.length - shown.length} more`);
      expect(shown).toEqual([]);
      expect(await credentialsStillWork(credentials)).toEqual([]);
    },
  );
});
