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

/** The limit: a bare node:http process answering the product's exact bytes and headers of `path`. */
export async function measureBareLimit(productBaseUrl: string, path: string, sizes: BenchSizes): Promise<LoadResult> {
  const bare = await startBareServer(await recordAnswer(productBaseUrl + path));
  try {
    await loadUrl(bare.baseUrl + path, sizes.concurrency, 1);
    return await loadUrl(bare.baseUrl + path, sizes.concurrency, sizes.menuSeconds);
  } finally {
    await bare.stop();
  }
}

/** Menu read of the product against the bare limit: req/s ≥ 0.6×, and p99 ≤ 1/0.6 ≈ 1.67× the limit's. */
export async function menuReadFigures(
  baseUrl: string,
  path: string,
  database: string,
  limit: LoadResult,
  sizes: BenchSizes,
): Promise<{ figures: BenchFigure[]; errors: number }> {
  await loadUrl(baseUrl + path, sizes.concurrency, 1);
  const product = await loadUrl(baseUrl + path, sizes.concurrency, sizes.menuSeconds);
  const what = `menu read ${path.replace(/=\d+$/, '=…')}`;
  const note = `c=${sizes.concurrency}, ${sizes.menuSeconds} s each, autocannon`;
  return {
    errors: product.errors,
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
    ],
  };
}
