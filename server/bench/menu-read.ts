import autocannon from 'autocannon';
import { recordAnswer, startBareServer } from './bare-http.js';
import type { BenchFigure } from './figure.js';
import { againstLimit } from './figures.js';
import type { BenchSizes } from './sizes.js';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/** Sustained GETs of one URL by autocannon (the same generator for the product and its limit). */
export async function loadUrl(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The median round of each side (req/s and p99 each their own median), errors summed. */
function medianOf(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * The product's menu read and its limit, a bare node:http process answering the product's exact bytes and
 * headers of `path`, measured in alternating rounds (bare, product, bare, product …) so that other work on a
 * shared machine weighs on both sides alike; each side's median round counts.
 */
export async function measureMenuRead(
  baseUrl: string,
  path: string,
  sizes: BenchSizes,
): Promise<{ bare: LoadResult; product: LoadResult }> {
  const bare = await startBareServer(await recordAnswer(baseUrl + path));
  try {
    await loadUrl(bare.baseUrl + path, sizes.concurrency, 1);
    await loadUrl(baseUrl + path, sizes.concurrency, 1);
    const bareRounds: LoadResult[] = [];
    const productRounds: LoadResult[] = [];
    for (let round = 0; round < sizes.menuRounds; round++) {
      bareRounds.push(await loadUrl(bare.baseUrl + path, sizes.concurrency, sizes.menuSeconds));
      productRounds.push(await loadUrl(baseUrl + path, sizes.concurrency, sizes.menuSeconds));
    }
    return { bare: medianOf(bareRounds), product: medianOf(productRounds) };
  } finally {
    await bare.stop();
  }
}

/** Menu read of the product against the bare limit: req/s ≥ 0.6×, and p99 ≤ 1/0.6 ≈ 1.67× the limit's. */
export function menuReadFigures(
  path: string,
  database: string,
  { bare: limit, product }: { bare: LoadResult; product: LoadResult },
  sizes: BenchSizes,
): { figures: BenchFigure[]; errors: number } {
  const what = `menu read ${path.replace(/=\d+$/, '=…')}`;
  const note = `c=${sizes.concurrency}, ${sizes.menuRounds} alternating rounds of ${sizes.menuSeconds} s per side, medians, autocannon`;
  return {
    errors: product.errors + limit.errors,
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
      // autocannon gives latency percentiles in whole milliseconds: a bare p99 of 0 ms means under 1 ms.
      againstLimit(
        `${what} p99`,
        database,
        product.p99Ms,
        'ms',
        { label: 'bare node:http (≥ 1 ms)', value: Math.max(1, limit.p99Ms) },
        { atMost: 1.67 },
        note,
      ),
    ],
  };
}
