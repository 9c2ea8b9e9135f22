import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_JS, REPO_ROOT } from '../harness/built-product.js';
import { loadFixture, type Fixture } from '../harness/guest-flow.js';
import { Client } from '../harness/http.js';
import { startServer, type RunningServer } from '../harness/server-process.js';
import { ADMIN_LIST_PATH, measureAdminList } from './admin-list.js';
import { bareApiCheckouts, directSqlCheckouts, productCheckouts } from './checkout.js';
import { writeResultsSection } from './docs-page.js';
import { measureFanOut } from './fan-out.js';
import type { BenchFigure } from './figure.js';
import { againstBound, againstLimit, comparedWith, information } from './figures.js';
import { measureInvoices } from './invoices.js';
import type { Stats } from './load.js';
import { currentLoad, describeMachine, machineLine, postgresVersion } from './machine.js';
import { measureMenuRead, menuReadFigures, type LoadResult } from './menu-read.js';
import { measureReports } from './reports.js';
import { PgWireCounter } from './pg-wire-counter.js';
import { residentBytes } from './process-memory.js';
import { formatTable, missed } from './report.js';
import { benchSizes, type BenchSizes } from './sizes.js';

/** Longer than the invoice workers' idle time (30 s). */
const REST_BEFORE_RSS_MS = 35_000;

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;

/** Everything one run collects: the table's lines, the raw stats behind them and the failures. */
class RunLog {
  readonly figures: BenchFigure[] = [];
  readonly stats: Array<Stats & { database: string }> = [];
  errors = 0;

  add(...figures: BenchFigure[]): void {
    this.figures.push(...figures);
  }

  keep(database: string, stats: Stats): Stats {
    this.stats.push({ ...stats, database });
    this.countErrors(stats.errors, `${stats.scenario} / ${stats.measure}`, stats.firstError);
    return stats;
  }

  countErrors(count: number, what: string, first?: string): void {
    if (count === 0) return;
    this.errors += count;
    console.log(`! ${what}: ${count} errors${first ? `, first: ${first}` : ''}`);
  }

  /** Runs one measure; a measure that throws counts as an error and the run goes on. */
  async attempt(what: string, measure: () => Promise<void>): Promise<void> {
    console.log(`  · ${what}`);
    try {
      await measure();
    } catch (err) {
      this.countErrors(1, what, err instanceof Error ? err.message : String(err));
    }
  }
}

const flowNote = (s: Stats) => `${s.requests} flows, c=20, ${(s.durationMs / 1000).toFixed(1)} s`;

function residentMb(server: RunningServer): number {
  return (residentBytes(server.pid) ?? Number.NaN) / MB;
}

interface DatabaseRun {
  database: 'pglite' | 'postgres';
  /** Checkout orders/s, for the embedded-vs-PostgreSQL line. */
  ordersPerSecond: number | null;
}

/** The measures on one database, against one product process (plus helpers on PostgreSQL). */
async function runDatabase(
  log: RunLog,
  sizes: BenchSizes,
  postgresUrl: string | null,
  shared: { menuLimit: LoadResult | null; frontendDone: boolean },
): Promise<DatabaseRun> {
  const server = await startServer(MAIN_JS, postgresUrl ? { postgresUrl } : {});
  const database = server.database;
  const run: DatabaseRun = { database, ordersPerSecond: null };
  console.log(`\n▶ ${database}: product at ${server.baseUrl} (pid ${server.pid})`);
  try {
    log.add(information('server RSS right after start', database, residentMb(server), 'MB'));
    const client = new Client(server.baseUrl);
    const fixture = await loadFixture(client);
    const menuPath = `/api/menu/items?category=${fixture.categoryIds[0]}`;

    await log.attempt('menu read', async () => {
      const measured = await measureMenuRead(server.baseUrl, server.pid, menuPath, sizes);
      shared.menuLimit = measured.bare;
      const menu = menuReadFigures(menuPath, database, measured, sizes);
      log.countErrors(menu.errors, `menu read, ${database} and bare node:http`);
      log.add(...menu.figures);
    });

    let orderIds: number[] = [];
    await log.attempt('checkout', async () => {
      const product = await productCheckouts(client, fixture, sizes);
      orderIds = product.orderIds;
      const stats = log.keep(database, product.stats);
      run.ordersPerSecond = stats.throughput;
      if (!server.databaseUrl) {
        log.add(
          information('checkout orders/s', database, stats.throughput, 'orders/s', flowNote(stats)),
          information('checkout p95 of a whole flow', database, stats.p95, 'ms', flowNote(stats)),
        );
        return;
      }
      const bare = log.keep('postgres', await bareApiCheckouts(server.databaseUrl, fixture, sizes));
      const direct = log.keep('postgres', await directSqlCheckouts(server.databaseUrl, sizes));
      const limit = 'one pg transaction per order';
      const bareLabel = 'bare node:http + pg, 1 statement per request';
      log.add(
        againstLimit(
          'checkout orders/s',
          database,
          stats.throughput,
          'orders/s',
          { label: limit, value: direct.throughput },
          { atLeast: 0.5 },
          flowNote(stats),
        ),
        againstLimit(
          'checkout p95 of a whole flow',
          database,
          stats.p95,
          'ms',
          { label: limit, value: direct.p95 },
          { atMost: 3 },
          flowNote(stats),
        ),
        // What the guest API's 5 requests cost any server on this machine (docs/benchmarks.md, "Gaps").
        comparedWith(
          'checkout orders/s, bare guest API',
          database,
          bare.throughput,
          'orders/s',
          { label: limit, value: direct.throughput },
          `${flowNote(bare)}, p95 ${bare.p95.toFixed(0)} ms`,
        ),
        comparedWith('checkout orders/s, product vs bare guest API', database, stats.throughput, 'orders/s', {
          label: bareLabel,
          value: bare.throughput,
        }),
      );
    });

    if (server.databaseUrl) await fanOut(log, sizes, server, client, fixture);

    await log.attempt('invoices', async () => {
      const invoices = await measureInvoices(client, fixture, orderIds, sizes.invoices);
      log.keep(database, invoices.single);
      log.keep(database, invoices.burst);
      log.add(
        againstBound(
          'invoice PDF, median of single renders',
          database,
          invoices.single.p50,
          'ms',
          50,
          false,
          `${invoices.single.requests} renders`,
        ),
        againstBound(
          `event-loop delay p99 while ${invoices.burst.requests} invoices render at once`,
          database,
          invoices.eventLoopDelayP99Ms,
          'ms',
          50,
          true,
          `burst took ${(invoices.burst.durationMs / 1000).toFixed(2)} s`,
        ),
      );
    });

    if (server.databaseUrl) await adminList(log, sizes, server, client, fixture);
    if (server.databaseUrl) {
      const databaseUrl = server.databaseUrl;
      // After the admin list, on its orders (topped up to the larger size if need be): a year of business.
      await log.attempt('reports', async () => {
        const reports = await measureReports(databaseUrl, client, fixture.adminToken, sizes.adminListOrders[1], sizes.reportRequests);
        for (const stats of reports.stats) log.keep('postgres', stats);
        log.add(...reports.figures);
      });
    }

    const rssLimit = database === 'postgres' ? 250 : 400;
    log.add(againstBound('server RSS after all runs', database, residentMb(server), 'MB', rssLimit));
    if (!sizes.quick) {
      // What the box holds between rushes: idle invoice workers end after 30 s, the heap has been collected.
      await new Promise((resolve) => setTimeout(resolve, REST_BEFORE_RSS_MS));
      log.add(information('server RSS after all runs and 35 s of rest', database, residentMb(server), 'MB'));
    }

    if (!shared.frontendDone) {
      shared.frontendDone = true;
      await log.attempt('frontend', async () => log.add(...(await frontendFigures(server.baseUrl, sizes.quick))));
    }
  } finally {
    await server.stop();
  }
  return run;
}

/** 4. order.created at staff sockets: one process, then two processes on the same database. */
async function fanOut(log: RunLog, sizes: BenchSizes, server: RunningServer, client: Client, fixture: Fixture): Promise<void> {
  const note = `${sizes.fanOutSockets} staff sockets, ${sizes.fanOutCheckouts} checkouts`;
  let oneProcessP95: number | null = null;
  await log.attempt('fan-out, one process', async () => {
    const one = await measureFanOut(client, fixture, [server.baseUrl], sizes.fanOutSockets, sizes.fanOutCheckouts);
    log.countErrors(one.errors, 'fan-out, one process', one.firstError);
    oneProcessP95 = one.p95Ms;
    log.add(againstBound('fan-out: checkout answer → staff socket, p95', 'postgres', one.p95Ms, 'ms', 50, false, note));
  });
  await log.attempt('fan-out, two processes', async () => {
    const second = await startServer(MAIN_JS, { sharedDatabaseUrl: server.databaseUrl ?? '', jwtSecret: server.jwtSecret });
    try {
      const two = await measureFanOut(client, fixture, [server.baseUrl, second.baseUrl], sizes.fanOutSockets, sizes.fanOutCheckouts);
      log.countErrors(two.errors, 'fan-out, two processes', two.firstError);
      // Issue 14: "≤ 50 ms; with two server processes ≤ 2× that", i.e. ≤ 100 ms. The one-process figure is
      // printed beside it for comparison (it is often 0: the sockets hear of the order before the guest's answer).
      log.add(
        againstBound(
          'fan-out p95, two server processes',
          'postgres',
          two.p95Ms,
          'ms',
          100,
          false,
          `${note}, half on each process; one process: ${oneProcessP95 ?? '—'} ms`,
        ),
      );
    } finally {
      await second.stop();
    }
  });
}

/** 5. The back office's default orders page at two bulk-seeded sizes, and its SQL statements per request. */
async function adminList(log: RunLog, sizes: BenchSizes, server: RunningServer, client: Client, fixture: Fixture): Promise<void> {
  await log.attempt('admin orders list', async () => {
    const databaseUrl = server.databaseUrl ?? '';
    const upstream = new URL(databaseUrl);
    const counter = new PgWireCounter(upstream.hostname, Number(upstream.port || 5432));
    await counter.start();
    const counted = await startServer(MAIN_JS, { sharedDatabaseUrl: counter.url(databaseUrl), jwtSecret: server.jwtSecret }).catch(
      async (err: unknown) => {
        await counter.stop();
        throw err;
      },
    );
    try {
      const results = await measureAdminList(
        databaseUrl,
        client,
        new Client(counted.baseUrl),
        fixture.adminToken,
        counter,
        sizes.adminListOrders,
        sizes.adminListRequests,
      );
      const [small, large] = results.map((r) => ({ ...r, stats: log.keep('postgres', r.stats) }));
      const what = (r: typeof small) => `admin orders list p95 at ${r.orders.toLocaleString('en-US')} orders`;
      const note = (r: typeof small) =>
        `${decodeURIComponent(ADMIN_LIST_PATH.replace('/api/admin/orders', ''))}, ${r.stats.requests} requests one at a time; seeded in ${(r.seedMs / 1000).toFixed(1)} s`;
      log.add(
        information(what(small), 'postgres', small.stats.p95, 'ms', note(small)),
        againstBound(what(large), 'postgres', large.stats.p95, 'ms', 50, false, note(large)),
        againstLimit(
          `admin orders list p95, ${large.orders.toLocaleString('en-US')} vs ${small.orders.toLocaleString('en-US')}`,
          'postgres',
          large.stats.p95,
          'ms',
          { label: `${small.orders.toLocaleString('en-US')} orders`, value: small.stats.p95 },
          { atMost: 1.3 },
        ),
        ...results.map((r) =>
          againstBound(
            `SQL statements per list request at ${r.orders.toLocaleString('en-US')} orders`,
            'postgres',
            r.statementsPerRequest,
            'statements',
            5,
            false,
            'Query + Execute messages counted by a PG wire proxy, idle traffic subtracted',
          ),
        ),
      );
    } finally {
      await counted.stop();
      await counter.stop();
    }
  });
}

/** The guest-app and back-office figures of bench/frontend.ts, when that module is there. */
async function frontendFigures(baseUrl: string, quick: boolean): Promise<BenchFigure[]> {
  const modulePath = './frontend.js';
  let frontend: { frontendFigures?: (url: string, opts: { quick: boolean }) => Promise<BenchFigure[]> };
  try {
    frontend = (await import(modulePath)) as typeof frontend;
  } catch {
    console.log('frontend figures: not available');
    return [];
  }
  if (typeof frontend.frontendFigures !== 'function') {
    console.log('frontend figures: not available');
    return [];
  }
  return frontend.frontendFigures(baseUrl, { quick });
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const sizes = benchSizes(quick);
  const startedAt = new Date();
  const loadAtStart = currentLoad();
  const log = new RunLog();
  const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const postgres = await postgresVersion(postgresUrl);
  console.log(`npm run bench${quick ? ' -- --quick (small sizes, targets not enforced)' : ''}`);

  const shared = { menuLimit: null as LoadResult | null, frontendDone: false };
  const embedded = await runDatabase(log, sizes, null, shared);
  const onPostgres = postgres ? await runDatabase(log, sizes, postgresUrl, shared) : null;
  if (embedded.ordersPerSecond !== null && onPostgres?.ordersPerSecond)
    log.add(
      againstLimit(
        'checkout orders/s, embedded vs PostgreSQL',
        'pglite',
        embedded.ordersPerSecond,
        'orders/s',
        { label: 'checkout on PostgreSQL', value: onPostgres.ordersPerSecond },
        { atLeast: 0.3 },
      ),
    );
  if (shared.menuLimit)
    log.add(
      information(
        'menu read, bare node:http p99',
        null,
        shared.menuLimit.p99Ms,
        'ms',
        `${Math.round(shared.menuLimit.requestsPerSecond)} req/s`,
      ),
    );

  const machine = describeMachine(postgres, loadAtStart);
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  console.log(`\n${machineLine(machine)}\n\n${formatTable(log.figures)}`);

  const outDir = join(REPO_ROOT, 'blackbox/bench-results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}${quick ? '-quick' : ''}.json`);
  writeFileSync(
    file,
    JSON.stringify({ startedAt: startedAt.toISOString(), quick, sizes, machine, figures: log.figures, stats: log.stats }, null, 2),
  );
  console.log(`\nResults: ${file}`);
  if (!quick) {
    writeResultsSection(join(REPO_ROOT, 'docs/benchmarks.md'), log.figures, machine, startedAt, seconds);
    console.log('docs/benchmarks.md updated');
    const misses = missed(log.figures);
    if (misses.length > 0)
      console.log(
        `\nTargets missed (${misses.length}):\n${misses.map((f) => `- ${f.what}${f.database ? ` (${f.database})` : ''}: ${f.figure} ${f.unit}, target ${f.target}`).join('\n')}`,
      );
  }
  if (log.errors > 0) {
    console.log(`\n${log.errors} request errors`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
