import autocannon from 'autocannon';
import { type BareServer, recordAnswer, startBareNestServer, startBareServer } from './bare-http.js';
import type { BenchFigure } from './figure.js';
import { againstLimit, comparedWith } from './figures.js';
import { cpuTimeMs } from './process-memory.js';
import type { BenchSizes } from './sizes.js';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time the answering process used per request, in µs (NaN where it cannot be read). */
  cpuMicrosPerRequest: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted: Float64Array, share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] : Number.NaN;

/**
 * autocannon's run with each 2xx answer's response time as measured (fractional ms): its own latency histogram
 * keeps whole milliseconds, too coarse where a p99 is one or two of them.
 */
function runAutocannon(options: autocannon.Options): Promise<{ result: autocannon.Result; responseTimesMs: Float64Array }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, result: autocannon.Result) =>
      err
        ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err }))
        : resolve({ result, responseTimesMs: Float64Array.from(times).sort() }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTimeMs);
    });
  });
}

/** Sustained GETs of one URL by autocannon (the same generator for the product and its limits); `pid` answers them. */
export async function loadUrl(url: string, connections: number, seconds: number, pid: number): Promise<LoadResult> {
  const cpuBefore = cpuTimeMs(pid);
  const { result, responseTimesMs } = await runAutocannon({ url, connections, duration: seconds, timeout: 10 });
  const cpuAfter = cpuTimeMs(pid);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: percentile(responseTimesMs, 0.99),
    cpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? Number.NaN
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The median round of each side (each figure its own median), errors summed. */
function medianOf(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    cpuMicrosPerRequest: median(results.map((r) => r.cpuMicrosPerRequest)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The menu read measured on each side. */
export interface MenuReadResults {
  /** The limit: bare node:http. */
  bare: LoadResult;
  /** NestJS on fastify with one controller sending the same answer: what the framework itself costs. */
  nest: LoadResult;
  product: LoadResult;
}

/**
 * The product's menu read, its limit (a bare node:http process answering the product's exact bytes and
 * headers of `path`) and a bare NestJS-on-fastify process answering the same, measured in alternating rounds
 * (bare, Nest, product, bare …) so that other work on a shared machine weighs on every side alike; each
 * side's median round counts.
 */
export async function measureMenuRead(baseUrl: string, productPid: number, path: string, sizes: BenchSizes): Promise<MenuReadResults> {
  const answer = await recordAnswer(baseUrl + path);
  const started: BareServer[] = [];
  try {
    started.push(await startBareServer(answer), await startBareNestServer(answer, path.split('?')[0]));
    const [bare, nest] = started;
    const sides = [
      { url: bare.baseUrl + path, pid: bare.pid, rounds: [] as LoadResult[] },
      { url: nest.baseUrl + path, pid: nest.pid, rounds: [] as LoadResult[] },
      { url: baseUrl + path, pid: productPid, rounds: [] as LoadResult[] },
    ];
    for (const side of sides) await loadUrl(side.url, sizes.concurrency, 1, side.pid);
    for (let round = 0; round < sizes.menuRounds; round++) {
      for (const side of sides) side.rounds.push(await loadUrl(side.url, sizes.concurrency, sizes.menuSeconds, side.pid));
    }
    const [bareResult, nestResult, productResult] = sides.map((side) => medianOf(side.rounds));
    return { bare: bareResult, nest: nestResult, product: productResult };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

/** Menu read of the product against the bare limit: req/s ≥ 0.6×, and p99 ≤ 1/0.6 ≈ 1.67× the limit's. */
export function menuReadFigures(
  path: string,
  database: string,
  { bare: limit, nest, product }: MenuReadResults,
  sizes: BenchSizes,
): { figures: BenchFigure[]; errors: number } {
  const what = `menu read ${path.replace(/=\d+$/, '=…')}`;
  const note = `c=${sizes.concurrency}, ${sizes.menuRounds} alternating rounds of ${sizes.menuSeconds} s per side, medians, autocannon`;
  const cpuNote = 'CPU time (user + system) of the answering process over the round, per request; medians';
  return {
    errors: product.errors + limit.errors + nest.errors,
    figures: [
      againstLimit(
        `${what} req/s`,
        database,
        product.requestsPerSecond,
        'req/s',
        { label: 'bare node:http', value: limit.requestsPerSecond },
        { atLeast: 0.6 },
        note,
      ),
      againstLimit(`${what} p99`, database, product.p99Ms, 'ms', { label: 'bare node:http', value: limit.p99Ms }, { atMost: 1.67 }, note),
      comparedWith(
        `${what} req/s, bare NestJS on fastify`,
        database,
        nest.requestsPerSecond,
        'req/s',
        {
          label: 'bare node:http',
          value: limit.requestsPerSecond,
        },
        note,
      ),
      comparedWith(
        `${what} CPU per request`,
        database,
        product.cpuMicrosPerRequest,
        'µs',
        {
          label: 'bare node:http',
          value: limit.cpuMicrosPerRequest,
        },
        cpuNote,
      ),
      comparedWith(
        `${what} CPU per request, bare NestJS on fastify`,
        database,
        nest.cpuMicrosPerRequest,
        'µs',
        {
          label: 'bare node:http',
          value: limit.cpuMicrosPerRequest,
        },
        cpuNote,
      ),
    ],
  };
}
