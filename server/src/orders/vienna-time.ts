export const RESTAURANT_TIME_ZONE = 'Europe/Vienna';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: RESTAURANT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Vienna's wall clock is ahead of UTC at `instant` (ms). */
function viennaOffset(instant: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a Vienna wall-clock time denotes (the earlier one when clocks fall back). */
export function viennaWallTimeToInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = wall - viennaOffset(wall);
  const second_ = wall - viennaOffset(first);
  return new Date(Math.min(first, second_));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export interface ParsedBound {
  instant: Date;
  dateOnly: boolean;
}

/** An ISO date (Vienna midnight) or date-time (without offset: Vienna time); null when not a real date. */
export function parseViennaDateTime(text: string): ParsedBound | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v)));
  const ms = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const dateOnly = m[4] === undefined;
  if (m[8]) {
    const instant = new Date(text.replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? null : { instant, dateOnly };
  }
  return { instant: viennaWallTimeToInstant(year, month, day, hour, minute, second, ms), dateOnly };
}

/** Midnight in Vienna of the day after the given one (an exclusive end for "to" dates). */
export function nextViennaMidnight(bound: Date): Date {
  const parts = Object.fromEntries(partsFormat.formatToParts(bound).map((p) => [p.type, Number(p.value)]));
  return viennaWallTimeToInstant(parts.year, parts.month, parts.day + 1);
}
