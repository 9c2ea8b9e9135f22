import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertBuilt, MAIN_JS, REPO_ROOT } from '../harness/built-product.js';
import { createDatabase, POSTGRES_URL } from '../harness/databases.js';
import { Client } from '../harness/http.js';
import { ADMIN, freePort, startServer, type RunningServer } from '../harness/server-process.js';
import { waitUntil } from '../harness/wait.js';
import { onPostgres } from './support/postgres.js';

// Issue 35: "never lost, never twice". Two server processes on one PostgreSQL share the print queue. Both kitchen
// printers are off while 100 orders (each a beer for the Bar and a schnitzel for the Küche) are placed and approved;
// in the middle, one process is SIGKILLed during an approval. After a minute the printers come back: every approved
// order's bon must print on each printer exactly once, in the order the orders were approved.
const ORDERS = 100;
const KILL_AT = 50;
const PRINTERS_OFF_MS = 60_000;
const FAKE_PRINTER_JS = join(REPO_ROOT, 'server/dist/server/src/printing/fake-printer-cli.js');
const RULE = /^─{10,}$/;

/** `npm run printer:fake` as a process: it prints each bon it receives as text between rules. */
class FakePrinterProcess {
  private output = '';

  private constructor(
    readonly port: number,
    private readonly child: ChildProcessWithoutNullStreams,
  ) {
    child.stdout.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
  }

  static async start(mode: 'online' | 'offline'): Promise<FakePrinterProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [FAKE_PRINTER_JS, '--port', String(port), '--mode', mode]);
    const printer = new FakePrinterProcess(port, child);
    await waitUntil(() => printer.output.includes('Fake printer on'), 10_000, `the fake printer on port ${port}`);
    return printer;
  }

  async switchTo(mode: 'online' | 'offline'): Promise<void> {
    const seen = this.output.length;
    this.child.stdin.write(`${mode}\n`);
    await waitUntil(() => this.output.slice(seen).includes(`now ${mode}`), 10_000, `the fake printer going ${mode}`);
  }

  /** The order numbers of the bons printed, in the order they printed. */
  orderNumbers(): number[] {
    const bons: string[][] = [];
    let current: string[] | null = null;
    for (const line of this.output.split('\n')) {
      if (RULE.test(line)) current = bons[bons.push([]) - 1];
      else if (line.startsWith('✂')) current = null;
      else current?.push(line);
    }
    return bons.flatMap((bon) => bon.flatMap((line) => /Bestellung (\d+)/.exec(line)?.[1] ?? []).map(Number));
  }

  stop(): void {
    this.child.kill();
  }
}

interface Fixture {
  token: string;
  tableCodes: string[];
  beer: number;
  schnitzel: number;
}

async function fixtureOf(client: Client): Promise<Fixture> {
  const { jwt: token } = await client.post<{ jwt: string }>('/api/auth', ADMIN);
  const tables = await client.get<{ content: Array<{ qrCode: string; active: boolean }> }>('/api/admin/tables?size=100', token);
  const items = await client.get<{ content: Array<{ menuItemId: number; name: string }> }>('/api/admin/menu/items?size=200', token);
  const id = (name: string) => items.content.find((i) => i.name === name)!.menuItemId;
  return {
    token,
    tableCodes: tables.content.filter((t) => t.active).map((t) => t.qrCode),
    beer: id('Zwickl Bier 0,5 l'),
    schnitzel: id('Wiener Schnitzel vom Kalb'),
  };
}

/** A guest orders a beer and a schnitzel; answers the order's id and number. */
async function order(client: Client, fixture: Fixture, i: number): Promise<{ orderId: number; orderNumber: number }> {
  const code = fixture.tableCodes[i % fixture.tableCodes.length];
  const session = await client.post<{ sessionId: string; jwt: string }>(`/api/sessions/start/${code}`, { privateBasket: true });
  const base = `/api/sessions/${session.sessionId}`;
  await client.post(`${base}/basket/items`, { menuItemId: fixture.beer }, session.jwt);
  await client.post(`${base}/basket/items`, { menuItemId: fixture.schnitzel }, session.jwt);
  return client.post(`${base}/checkout`, { paymentMethod: 'CASH' }, session.jwt);
}

onPostgres(describe)('the print queue with its printers off for a minute and one of two processes killed', () => {
  let dropDatabase: () => Promise<void>;
  let first: RunningServer;
  let second: RunningServer;
  let kitchenPrinter: FakePrinterProcess;
  let barPrinter: FakePrinterProcess;

  beforeAll(async () => {
    assertBuilt();
    const database = await createDatabase(POSTGRES_URL!);
    dropDatabase = database.drop;
    first = await startServer(MAIN_JS, { sharedDatabaseUrl: database.url });
    second = await startServer(MAIN_JS, { sharedDatabaseUrl: database.url, jwtSecret: first.jwtSecret });
    kitchenPrinter = await FakePrinterProcess.start('offline');
    barPrinter = await FakePrinterProcess.start('offline');
  });

  afterAll(async () => {
    kitchenPrinter?.stop();
    barPrinter?.stop();
    await first?.stop();
    await second?.stop();
    await dropDatabase?.();
  });

  it('prints every bon exactly once and in order on each printer', async () => {
    const onFirst = new Client(first.baseUrl);
    const onSecond = new Client(second.baseUrl);
    const fixture = await fixtureOf(onSecond);
    const { token } = fixture;
    const stations = await onSecond.get<Array<{ id: number; isDefault: boolean }>>('/api/admin/stations', token);
    const kitchen = stations.find((s) => s.isDefault)!.id;
    const categories = await onSecond.get<Array<{ categoryId: number; name: string }>>('/api/admin/menu-categories', token);
    const drinks = categories.filter((c) => ['Bier & Wein', 'Alkoholfreie Getränke'].includes(c.name)).map((c) => c.categoryId);
    const bar = (await onSecond.post<{ id: number }>('/api/admin/stations', { name: 'Bar', categoryIds: drinks }, token)).id;
    const printer = (name: string, port: number, stationId: number) =>
      onSecond.post('/api/admin/printers', { name, host: '127.0.0.1', port, stationId }, token);
    await printer('Küchendrucker', kitchenPrinter.port, kitchen);
    await printer('Bardrucker', barPrinter.port, bar);
    const offSince = Date.now();

    const approved: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const alive = i < KILL_AT ? (i % 2 ? onFirst : onSecond) : onSecond;
      const placed = await order(alive, fixture, i);
      if (i === KILL_AT - 1) {
        // The approval is in flight on the first process when it is killed: committed or not, it happens once.
        const inFlight = onFirst.post(`/api/admin/orders/${placed.orderId}/approve`, undefined, token).catch(() => undefined);
        await first.kill();
        await inFlight;
        const { status } = await onSecond.get<{ status: string }>(`/api/admin/orders/${placed.orderId}`, token);
        if (status === 'IN_PROGRESS') await onSecond.post(`/api/admin/orders/${placed.orderId}/approve`, undefined, token);
      } else {
        await alive.post(`/api/admin/orders/${placed.orderId}/approve`, undefined, token);
      }
      approved.push(placed.orderNumber);
    }
    expect(kitchenPrinter.orderNumbers()).toEqual([]);
    const failing = await onSecond.get<Array<{ name: string; waitingBons: number }>>('/api/admin/printers', token);
    expect(failing.map((p) => p.waitingBons)).toEqual([ORDERS, ORDERS]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PRINTERS_OFF_MS - (Date.now() - offSince))));
    await kitchenPrinter.switchTo('online');
    await barPrinter.switchTo('online');
    const allPrinted = () => kitchenPrinter.orderNumbers().length >= ORDERS && barPrinter.orderNumbers().length >= ORDERS;
    await waitUntil(allPrinted, 90_000, 'every bon printed').catch(async (err: Error) => {
      const printers = await onSecond.get('/api/admin/printers', token);
      const printed = [kitchenPrinter.orderNumbers().length, barPrinter.orderNumbers().length];
      throw new Error(`${err.message}: printed ${printed.join(' and ')}; printers ${JSON.stringify(printers)}`);
    });
    // A bon printed twice would come after the last one: give the queue a moment more.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(kitchenPrinter.orderNumbers()).toEqual(approved);
    expect(barPrinter.orderNumbers()).toEqual(approved);
    const afterwards = await onSecond.get<Array<{ waitingBons: number }>>('/api/admin/printers', token);
    expect(afterwards.map((p) => p.waitingBons)).toEqual([0, 0]);
    process.stdout.write(
      `print queue: ${ORDERS} orders with both printers off for ${PRINTERS_OFF_MS / 1000} s, the first of two processes ` +
        `killed during approval ${KILL_AT}; ${ORDERS} bons printed once each, in order, on each printer\n`,
    );
  });
});
