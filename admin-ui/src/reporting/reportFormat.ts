import { intlLocale } from '../common/format';
import type { Granularity } from './report.types';

/** Report days are calendar days: formatted in UTC so no time zone moves them. */
const dayFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', ...options });
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** 22.11.2026 (de), 22/11/2026 (en). */
export const formatDay = (day: string) => dayFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(asUtc(day));

// Arabic dates carry right-to-left marks that scramble them on a chart's left-to-right axis.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

/** A period's label on a chart axis: 22.11. (day), W47 (22.11.) (week), Nov. 2026 (month). */
export const periodLabel = (period: string, periodStart: string, granularity: Granularity) =>
  axisLabel(period, periodStart, granularity).replace(BIDI_MARKS, '');

function axisLabel(period: string, periodStart: string, granularity: Granularity): string {
  if (granularity === 'day') return dayFormat({ day: '2-digit', month: '2-digit' }).format(asUtc(periodStart));
  if (granularity === 'month') return dayFormat({ month: 'short', year: 'numeric' }).format(asUtc(periodStart));
  return `${period.slice(5)} (${dayFormat({ day: '2-digit', month: '2-digit' }).format(asUtc(periodStart))})`;
}

/** The full name of a period for tables and summaries. */
export function periodName(period: string, periodStart: string, granularity: Granularity): string {
  if (granularity === 'day') return formatDay(periodStart);
  if (granularity === 'month') return dayFormat({ month: 'long', year: 'numeric' }).format(asUtc(periodStart));
  return `${period} (${formatDay(periodStart)})`;
}

/** A VAT rate in the language's percent format: 10 % (de), 10% (en). */
export const formatPercent = (rate: number) => new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(rate / 100);

/** An hour of the day as a clock time: 13:00. */
export const formatHour = (hour: number) =>
  new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour));

/** A duration in seconds as minutes and seconds: 83 → "1:23"; null (nothing to average) → null. */
export function minutesAndSeconds(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Cents as euros for the money helpers of common/format.ts. */
export const euros = (cents: number) => cents / 100;
