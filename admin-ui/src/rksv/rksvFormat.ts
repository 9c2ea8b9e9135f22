import { formatEuro, intlLocale } from '../common/format';
import type { ExportDays } from './rksv.types';

/** A failed signature unit must be reported in FinanzOnline once it has been out for more than 48 hours (RKSV § 17). */
const REPORT_FAILURE_AFTER_MS = 48 * 60 * 60_000;

/** Whether a signature unit failed so long ago that the failure must be reported in FinanzOnline. */
export const failureMustBeReported = (since: string, now = Date.now()) => now - Date.parse(since) > REPORT_FAILURE_AFTER_MS;

/** A calendar day `YYYY-MM-DD`. */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Only the days given of an export's range (none: unbounded on that side). */
export function givenDays({ from, to }: ExportDays): Partial<ExportDays> {
  return { ...(isDay(from) && { from }), ...(isDay(to) && { to }) };
}

/** Amounts in cents as euro, the way the back office shows money. */
export const formatCents = (cents: number) => formatEuro(cents / 100);

/**
 * A receipt's time as the register wrote it (`yyyy-MM-ddTHH:mm:ss`, the restaurant's local time, no zone) with its
 * seconds, in the UI language's format: 22.11.2026 13:05:09 in German. Read as UTC and shown as UTC, so the browser's
 * own zone changes nothing.
 */
export function formatReceiptDateTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const locale = intlLocale();
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return `${date.format(moment)} ${time.format(moment)}`;
}
