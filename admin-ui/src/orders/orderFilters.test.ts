import { describe, expect, it } from 'vitest';
import {
  historyDefaultFilters,
  firstOfMonth,
  ORDERS_DEFAULT_FILTERS,
  dateRangeErrors,
  normalizeSelection,
  sanitizeFilters,
  toApiFilter,
  visibleChips,
} from './orderFilters';

describe('history start', () => {
  it('is the first day of the month in the restaurant’s time zone', () => {
    expect(firstOfMonth(new Date('2026-11-27T10:00:00Z'), 'Europe/Vienna')).toBe('2026-11-01');
    // 23:30 UTC on 30 November is already 1 December in Vienna.
    expect(firstOfMonth(new Date('2026-11-30T23:30:00Z'), 'Europe/Vienna')).toBe('2026-12-01');
    expect(firstOfMonth(new Date('2026-11-30T23:30:00Z'), 'America/New_York')).toBe('2026-11-01');
  });
});

describe('order filter storage', () => {
  it('starts with the open statuses when nothing is stored', () => {
    expect(sanitizeFilters(undefined, ORDERS_DEFAULT_FILTERS)).toEqual({
      q: '',
      status: ['IN_PROGRESS', 'APPROVED'],
      type: null,
      table: null,
    });
  });

  it('keeps stored choices, including "Alle" (null) and "Keine" ([])', () => {
    const stored = { q: '12', status: null, type: [], table: ['3', 'none'] };
    expect(sanitizeFilters(stored, ORDERS_DEFAULT_FILTERS)).toEqual(stored);
  });

  it('falls back per field when a stored value is malformed', () => {
    expect(sanitizeFilters({ q: 5, status: 'APPROVED', type: ['DINE_IN'] }, ORDERS_DEFAULT_FILTERS)).toEqual({
      q: '',
      status: ['IN_PROGRESS', 'APPROVED'],
      type: ['DINE_IN'],
      table: null,
    });
    const defaults = historyDefaultFilters(new Date('2026-11-27T10:00:00Z'), 'Europe/Vienna');
    expect(sanitizeFilters('garbage', defaults).from).toBe('2026-11-01');
  });

  it('treats choosing every option as "Alle"', () => {
    expect(normalizeSelection(['A', 'B'], ['A', 'B'])).toBeNull();
    expect(normalizeSelection(['A'], ['A', 'B'])).toEqual(['A']);
    expect(normalizeSelection([], ['A', 'B'])).toEqual([]);
  });

  it('leaves "Alle" out of the API filter and keeps "Keine" as an empty list', () => {
    expect(toApiFilter({ q: '  17 ', status: null, type: [], table: ['4'], from: '2025-01-01', to: '' })).toEqual({
      q: '17',
      type: [],
      table: ['4'],
      from: '2025-01-01',
    });
  });

  it('shows two chips, then +N', () => {
    expect(visibleChips(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleChips(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('refuses Von after Bis and accepts open-ended ranges', () => {
    expect(dateRangeErrors('2026-02-01', '2026-01-01')).toEqual({ from: 'app.history.from_after_to', to: 'app.history.to_before_from' });
    expect(dateRangeErrors('2026-01-01', '2026-01-01')).toEqual({});
    expect(dateRangeErrors('2025-01-01', '')).toEqual({});
  });
});
