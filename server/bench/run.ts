import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from './http.js';
import type { Stats } from './load.js';
import { formatMarkdown, formatTable } from './report.js';
import { guestOrdering, invoiceBurst, loadFixture, menuBrowsing, staffReads, warmUp, type BenchSizes } from './scenarios.js';
import { startServer } from './server-process.js';

// dist-bench/server/bench/run.js → the server package is three levels up.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const mainJs = join(serverDir, 'dist/server/src/main.js');

function sizesFromEnv(): BenchSizes {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error(`BENCH_SCALE must be a number in (0, 10], got "${process.env.BENCH_SCALE}"`);
  const scaled = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    menuRequests: scaled(2000, 20),
    menuConcurrency: 20,
    guestFlows: scaled(200, 10),
    guestConcurrency: 20,
    staffReads: scaled(100, 5),
    staffConcurrency: 4,
    backgroundFlows: scaled(60, 5),
    invoices: scaled(20, 4),
    maxScenarioMs: 60_000,
  };
}

async function benchmark(database: string | null, sizes: BenchSizes): Promise<Stats[]> {
  const server = await startServer(mainJs, database);
  console.log(`\n▶ ${server.database} – server at ${server.baseUrl}`);
  try {
    const client = new Client(server.baseUrl);
    const fixture = await loadFixture(client);
    await warmUp(client, fixture);
    const rows = [...(await menuBrowsing(client, fixture, sizes))];
    const ordering = await guestOrdering(client, fixture, sizes);
    rows.push(...ordering.stats);
    rows.push(...(await staffReads(client, fixture, sizes)));
    rows.push(...(await invoiceBurst(client, fixture, sizes, ordering.orderIds)));
    console.log(formatTable(rows));
    for (const row of rows.filter((r) => r.firstError))
      console.log(`! ${row.scenario} / ${row.measure}: ${row.errors} errors, first: ${row.firstError}`);
    return rows;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const sizes = sizesFromEnv();
  const targets: Array<{ name: string; url: string | null }> = [{ name: 'pglite', url: null }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ name: 'postgres', url: process.env.BENCH_DATABASE_URL });
  const startedAt = new Date();
  const results: Array<{ database: string; scenarios: Stats[] }> = [];
  for (const target of targets) results.push({ database: target.name, scenarios: await benchmark(target.url, sizes) });
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: process.platform,
  };
  const outDir = join(serverDir, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ startedAt: startedAt.toISOString(), scale: Number(process.env.BENCH_SCALE ?? '1'), sizes, machine, results }, null, 2),
  );
  if (process.env.BENCH_MARKDOWN) for (const r of results) console.log(`\n${r.database}\n\n${formatMarkdown(r.scenarios)}`);
  console.log(`\nResults: ${file}`);
  const errors = results.flatMap((r) => r.scenarios).reduce((sum, s) => sum + s.errors, 0);
  if (errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
