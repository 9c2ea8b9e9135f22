/**
 * One line of the benchmark's result table: a measured figure, the limit it is compared with
 * (measured in the same run, or a fixed number from the issue), and whether it meets its target.
 */
export interface BenchFigure {
  /** What was measured, e.g. "menu read req/s (c=20)". */
  what: string;
  /** Which database the product ran on, when it matters ("pglite", "postgres"), else null. */
  database: string | null;
  figure: number;
  unit: string;
  /** The limit it is compared with, e.g. { label: 'bare node:http', value: 48000 }; null for absolute targets. */
  limit: { label: string; value: number } | null;
  /** figure / limit.value, when there is a limit. */
  ratio: number | null;
  /** The target in words, e.g. "≥ 0.6× limit" or "≤ 50 ms". */
  target: string;
  met: boolean;
  /** Anything a reader needs to trust the number (sizes, concurrency, notes). */
  note?: string;
}
