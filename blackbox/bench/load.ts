/** Latency recording, percentiles and a bounded concurrency pool for the benchmarks. */

export interface Stats {
  scenario: string;
  measure: string;
  requests: number;
  errors: number;
  durationMs: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  firstError?: string;
}

/** Collects the latency of each request (or flow) and the failures. */
export class Recorder {
  private readonly latencies: number[] = [];
  private started = 0;
  private finished = 0;
  errors = 0;
  firstError: string | null = null;

  constructor(
    readonly scenario: string,
    readonly measure: string,
  ) {}

  start(): void {
    this.started = performance.now();
  }

  stop(): void {
    this.finished = performance.now();
  }

  /** Runs one request or flow, recording its latency, or an error (never throws). */
  async time<T>(work: () => Promise<T>): Promise<T | undefined> {
    const begin = performance.now();
    try {
      const result = await work();
      this.latencies.push(performance.now() - begin);
      return result;
    } catch (err) {
      this.errors += 1;
      this.firstError ??= err instanceof Error ? err.message : String(err);
      return undefined;
    }
  }

  stats(): Stats {
    const durationMs = this.finished - this.started;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const requests = sorted.length + this.errors;
    return {
      scenario: this.scenario,
      measure: this.measure,
      requests,
      errors: this.errors,
      durationMs: round(durationMs),
      throughput: durationMs > 0 ? round((sorted.length * 1000) / durationMs) : 0,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      ...(this.firstError ? { firstError: this.firstError } : {}),
    };
  }
}

/** Nearest-rank percentile of an ascending list; 0 for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n: number) => Math.round(n * 10) / 10;

export interface PoolLimits {
  count: number;
  concurrency: number;
  /** No new task starts after this many milliseconds. */
  maxMs: number;
  /** Optional early stop, checked before each task. */
  until?: () => boolean;
}

/** Runs task(0..count-1) with at most `concurrency` in flight; bounded in count and time. */
export async function pool(limits: PoolLimits, task: (index: number) => Promise<unknown>): Promise<number> {
  const deadline = performance.now() + limits.maxMs;
  let next = 0;
  const worker = async () => {
    while (next < limits.count && performance.now() < deadline && !limits.until?.()) {
      await task(next++);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, limits.count)) }, worker));
  return next;
}
