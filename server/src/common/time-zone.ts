/** The restaurant's time zone when app info names none. */
const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** The one rule for the restaurant's zone: app info's `timezone`, else Europe/Vienna. */
export function restaurantTimeZone(configured: string | null | undefined): string {
  return configured?.trim() || DEFAULT_TIME_ZONE;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour, minute, second of `instant` on the wall clock of `zone`. */
function wallClock(instant: Date | number, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(instant: number, zone: string): number {
  const p = wallClock(instant, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a wall-clock time in `zone` denotes (the earlier one when clocks fall back). */
function wallTimeToInstant(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = wall - offsetAt(wall, zone);
  const second_ = wall - offsetAt(first, zone);
  return new Date(Math.min(first, second_));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

interface ParsedBound {
  instant: Date;
  dateOnly: boolean;
}

/** An ISO date (midnight in `zone`) or date-time (without offset: wall time in `zone`); null when not a real date. */
export function parseLocalDateTime(text: string, zone: string): ParsedBound | null {
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
  return { instant: wallTimeToInstant(zone, year, month, day, hour, minute, second, ms), dateOnly };
}

/** Midnight in `zone` of the day after the one `bound` falls on there (an exclusive end for "to" dates). */
export function nextLocalMidnight(bound: Date, zone: string): Date {
  const p = wallClock(bound, zone);
  return wallTimeToInstant(zone, p.year, p.month, p.day + 1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-ddTHH:mm:ss on the wall clock of `zone`, without zone or fraction (what an RKSV receipt carries). */
export function isoLocalDateTime(date: Date, zone: string): string {
  const p = wallClock(date, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** A calendar day `yyyy-MM-dd` as German writes it: dd.MM.yyyy. */
export const germanDate = (date: string) => date.split('-').reverse().join('.');

/** A local `yyyy-MM-ddTHH:mm:ss` (an RKSV receipt's time) as German writes it: dd.MM.yyyy HH:mm:ss. */
export function germanDateTime(localDateTime: string): string {
  const [date, time] = localDateTime.split('T');
  return `${germanDate(date)} ${time}`;
}

/** dd.MM.yyyy HH:mm on the wall clock of `zone` (what invoices print). */
export function formatLocalDateTime(date: Date, zone: string): string {
  const p = wallClock(date, zone);
  return `${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}
