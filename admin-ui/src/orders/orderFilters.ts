/**
 * The order list filters as the browser stores them. A multi-select is null for "Alle" (no restriction,
 * so takeaway orders without a table stay visible) and [] for "Keine" (nothing matches).
 */
export interface OrderFilterValues {
  q: string;
  status: string[] | null;
  type: string[] | null;
  table: string[] | null;
  from?: string;
  to?: string;
}

export const ORDERS_DEFAULT_FILTERS: OrderFilterValues = { q: '', status: ['IN_PROGRESS', 'APPROVED'], type: null, table: null };
/** The first day of `now`'s month in the restaurant's time zone, as a date field holds it (2026-11-01). */
export function firstOfMonth(now: Date, timeZone: string): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(now).split('-');
  return `${year}-${month}-01`;
}

/** The history starts at this month: what an owner looks back on first, without years of orders to page through. */
export const historyDefaultFilters = (now: Date, timeZone: string): OrderFilterValues => ({
  q: '',
  status: null,
  type: null,
  table: null,
  from: firstOfMonth(now, timeZone),
  to: '',
});

const isSelection = (value: unknown): value is unknown[] | null => value === null || Array.isArray(value);

/** Cleans filters read back from the browser, falling back per field to the defaults when one is missing or malformed. */
export function sanitizeFilters(raw: unknown, defaults: OrderFilterValues): OrderFilterValues {
  const stored = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const pick = <K extends keyof OrderFilterValues>(field: K, ok: (v: unknown) => boolean) =>
    (field in stored && ok(stored[field]) ? stored[field] : defaults[field]) as OrderFilterValues[K];
  const filters: OrderFilterValues = {
    q: pick('q', (v) => typeof v === 'string'),
    status: pick('status', isSelection),
    type: pick('type', isSelection),
    table: pick('table', isSelection),
  };
  if ('from' in defaults) filters.from = pick('from', (v) => typeof v === 'string');
  if ('to' in defaults) filters.to = pick('to', (v) => typeof v === 'string');
  return filters;
}

/** Choosing every option by hand means the same as "Alle". */
export function normalizeSelection<T>(selected: T[], options: T[]): T[] | null {
  return options.length > 0 && options.every((o) => selected.includes(o)) ? null : selected;
}

/** The filter the data provider sends: "Alle" is left out, "Keine" stays an empty list. */
export function toApiFilter(filters: OrderFilterValues): Record<string, unknown> {
  const api: Record<string, unknown> = {};
  if (filters.q.trim()) api.q = filters.q.trim();
  for (const key of ['status', 'type', 'table'] as const) if (filters[key] !== null) api[key] = filters[key];
  if (filters.from) api.from = filters.from;
  if (filters.to) api.to = filters.to;
  return api;
}

/** Up to `max` chips, then "+N" for the rest. */
export function visibleChips<T>(values: T[], max = 2): { shown: T[]; more: number } {
  return { shown: values.slice(0, max), more: Math.max(0, values.length - max) };
}

/** Von may not exceed Bis; Bis may not precede Von (spec 5). Dates are YYYY-MM-DD, so they compare as strings. */
export function dateRangeErrors(from?: string, to?: string): { from?: string; to?: string } {
  if (!from || !to || from <= to) return {};
  return { from: 'app.history.from_after_to', to: 'app.history.to_before_from' };
}
