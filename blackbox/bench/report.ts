import type { BenchFigure } from './figure.js';

const number = (n: number) => (Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 10) / 10));

const COLUMNS: Array<[string, (f: BenchFigure) => string]> = [
  ['what', (f) => f.what],
  ['database', (f) => f.database ?? '—'],
  ['figure', (f) => `${number(f.figure)} ${f.unit}`],
  ['limit', (f) => (f.limit ? `${number(f.limit.value)} (${f.limit.label})` : '—')],
  ['ratio', (f) => (f.ratio === null ? '—' : `${f.ratio.toFixed(2)}×`)],
  ['target', (f) => f.target],
  ['met?', (f) => (f.target === '—' ? '' : f.met ? 'yes' : 'NO')],
];
const RIGHT_ALIGNED = new Set(['figure', 'ratio']);

/** The result table as plain text, figures right-aligned. */
export function formatTable(figures: BenchFigure[]): string {
  const cells = figures.map((f) => COLUMNS.map(([, value]) => value(f)));
  const widths = COLUMNS.map(([title], c) => Math.max(title.length, ...cells.map((r) => r[c].length)));
  const line = (values: string[]) =>
    values
      .map((v, c) => (RIGHT_ALIGNED.has(COLUMNS[c][0]) ? v.padStart(widths[c]) : v.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map(([title]) => title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The same table in Markdown, with each figure's note as a last column. */
export function formatMarkdown(figures: BenchFigure[]): string {
  const titles = [...COLUMNS.map(([title]) => title), 'note'];
  const header = `| ${titles.join(' | ')} |`;
  const rule = `|${titles.map((title) => (RIGHT_ALIGNED.has(title) ? ' ---: |' : ' --- |')).join('')}`;
  const row = (f: BenchFigure) =>
    `| ${[...COLUMNS.map(([, value]) => value(f)), f.note ?? ''].map((v) => v.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [header, rule, ...figures.map(row)].join('\n');
}

/** The figures that have a target and miss it. */
export const missed = (figures: BenchFigure[]) => figures.filter((f) => f.target !== '—' && !f.met);
