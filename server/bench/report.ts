import type { Stats } from './load.js';

const COLUMNS: Array<[string, (s: Stats) => string]> = [
  ['scenario', (s) => s.scenario],
  ['measure', (s) => s.measure],
  ['n', (s) => String(s.requests)],
  ['err', (s) => String(s.errors)],
  ['sec', (s) => (s.durationMs / 1000).toFixed(1)],
  ['per s', (s) => s.throughput.toFixed(1)],
  ['p50 ms', (s) => s.p50.toFixed(1)],
  ['p95 ms', (s) => s.p95.toFixed(1)],
  ['p99 ms', (s) => s.p99.toFixed(1)],
  ['max ms', (s) => s.max.toFixed(1)],
];

/** A plain-text table, text columns left-aligned and figures right-aligned. */
export function formatTable(rows: Stats[]): string {
  const cells = rows.map((row) => COLUMNS.map(([, value]) => value(row)));
  const widths = COLUMNS.map(([title], c) => Math.max(title.length, ...cells.map((r) => r[c].length)));
  const line = (values: string[]) => values.map((v, c) => (c < 2 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join('  ');
  return [line(COLUMNS.map(([title]) => title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The same table in Markdown, for docs/benchmarks.md. */
export function formatMarkdown(rows: Stats[]): string {
  const header = `| ${COLUMNS.map(([title]) => title).join(' | ')} |`;
  const rule = `|${COLUMNS.map((_, c) => (c < 2 ? ' --- |' : ' ---: |')).join('')}`;
  return [header, rule, ...rows.map((row) => `| ${COLUMNS.map(([, value]) => value(row)).join(' | ')} |`)].join('\n');
}
