import type { BenchFigure } from './figure.js';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A figure compared with a limit measured in the same run: met when figure/limit is at least (or at most) `factor`. */
export function againstLimit(
  what: string,
  database: string | null,
  figure: number,
  unit: string,
  limit: { label: string; value: number },
  rule: { atLeast: number } | { atMost: number },
  note?: string,
): BenchFigure {
  const ratio = limit.value > 0 ? figure / limit.value : 0;
  const met = 'atLeast' in rule ? ratio >= rule.atLeast : ratio <= rule.atMost;
  const target = 'atLeast' in rule ? `≥ ${rule.atLeast}× limit` : `≤ ${rule.atMost}× limit`;
  return {
    what,
    database,
    figure: round(figure),
    unit,
    limit: { ...limit, value: round(limit.value) },
    ratio: round(ratio, 3),
    target,
    met,
    note,
  };
}

/** A figure with a fixed bound: met when below (`<`) or at most (`≤`) `bound`. */
export function againstBound(
  what: string,
  database: string | null,
  figure: number,
  unit: string,
  bound: number,
  strict = false,
  note?: string,
): BenchFigure {
  const met = strict ? figure < bound : figure <= bound;
  return {
    what,
    database,
    figure: round(figure),
    unit,
    limit: null,
    ratio: null,
    target: `${strict ? '<' : '≤'} ${bound} ${unit}`,
    met,
    note,
  };
}

/** A figure beside a limit it is compared with, for information: no target of its own. */
export function comparedWith(
  what: string,
  database: string | null,
  figure: number,
  unit: string,
  limit: { label: string; value: number },
  note?: string,
): BenchFigure {
  return { ...againstLimit(what, database, figure, unit, limit, { atLeast: 0 }, note), target: '—' };
}

/** A figure printed for information only (e.g. RSS right after start). */
export function information(what: string, database: string | null, figure: number, unit: string, note?: string): BenchFigure {
  return { what, database, figure: round(figure), unit, limit: null, ratio: null, target: '—', met: true, note };
}
