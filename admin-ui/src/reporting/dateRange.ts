import { restaurantTimeZone } from '../i18n/timeZone';
import type { Granularity } from './report.types';

export const PRESETS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month', 'this_year'] as const;
export type Preset = (typeof PRESETS)[number];
const DEFAULT_PRESET: Preset = 'this_week';

/** A range of calendar days, both inclusive, as YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const isoParts = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day in the restaurant's time zone at a moment (whatever the browser's own zone): "today" and the
 * report days are the restaurant's days, as the server counts them.
 */
export function restaurantToday(now: Date = new Date(), timeZone = restaurantTimeZone()): string {
  const parts = Object.fromEntries(
    isoParts(timeZone)
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCFullYear() === +match[1] && date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}

// Calendar arithmetic on days as UTC midnights: no time zone and no DST can shift a day.
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (day: string) => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;

export const startOfWeek = (day: string) => addDays(day, 1 - isoWeekday(day));
const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const startOfYear = (day: string) => `${day.slice(0, 4)}-01-01`;

function addMonths(day: string, months: number): string {
  const date = new Date(toUtc(startOfMonth(day)));
  date.setUTCMonth(date.getUTCMonth() + months);
  return fromUtc(date.getTime());
}

/** The days a preset covers, seen from `today` (weeks start on Monday; "this …" ends today). */
export function presetRange(preset: Preset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_week':
      return { from: startOfWeek(today), to: today };
    case 'last_week': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: startOfMonth(today), to: today };
    case 'last_month': {
      const first = addMonths(today, -1);
      return { from: first, to: addDays(startOfMonth(today), -1) };
    }
    case 'this_year':
      return { from: startOfYear(today), to: today };
  }
}

const isPreset = (value: unknown): value is Preset => PRESETS.includes(value as Preset);

/** The ISO 8601 week of a day, e.g. 2026-W47 (the week belongs to the year of its Thursday). */
export function isoWeek(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = thursday.slice(0, 4);
  const week = Math.floor((toUtc(thursday) - toUtc(`${year}-01-01`)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

interface Period {
  /** The server's period key: 2026-11-23, 2026-W47 or 2026-11. */
  period: string;
  periodStart: string;
}

/** Every period that touches the range, oldest first (the server answers only periods with orders). */
export function periodsOf({ from, to }: DateRange, granularity: Granularity): Period[] {
  const periods: Period[] = [];
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return periods;
  if (granularity === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) periods.push({ period: day, periodStart: day });
  } else if (granularity === 'week') {
    for (let monday = startOfWeek(from); monday <= to; monday = addDays(monday, 7)) {
      periods.push({ period: isoWeek(monday), periodStart: monday });
    }
  } else {
    for (let first = startOfMonth(from); first <= to; first = addMonths(first, 1)) {
      periods.push({ period: first.slice(0, 7), periodStart: first });
    }
  }
  return periods;
}

/** The granularity that keeps a range's chart readable: days up to two months, then weeks, then months. */
export function suggestedGranularity({ from, to }: DateRange): Granularity {
  const days = (toUtc(to) - toUtc(from)) / DAY_MS + 1;
  if (days <= 62) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

/** The range in the address bar: a preset (`?range=last_week`) or custom days (`?from=…&to=…`). */
export interface RangeChoice extends DateRange {
  preset: Preset | null;
}

export function rangeFromSearch(search: URLSearchParams, today: string): RangeChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { preset: null, from, to };
  const preset = search.get('range');
  const chosen = isPreset(preset) ? preset : DEFAULT_PRESET;
  return { preset: chosen, ...presetRange(chosen, today) };
}
