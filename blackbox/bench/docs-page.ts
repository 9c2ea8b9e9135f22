import { readFileSync, writeFileSync } from 'node:fs';
import type { BenchFigure } from './figure.js';
import { machineLine, type Machine } from './machine.js';
import { formatMarkdown } from './report.js';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the generated part of docs/benchmarks.md (between the markers); the prose around it stays as written. */
export function writeResultsSection(file: string, figures: BenchFigure[], machine: Machine, startedAt: Date, seconds: number): void {
  const page = readFileSync(file, 'utf8');
  const begin = page.indexOf(START);
  const end = page.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${file} has no ${START} … ${END} section`);
  const section = [
    START,
    `Run of ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${Math.round(seconds)} s, build not included) on ${machineLine(machine)}.`,
    '',
    formatMarkdown(figures),
    END,
  ].join('\n');
  writeFileSync(file, page.slice(0, begin) + section + page.slice(end + END.length));
}
