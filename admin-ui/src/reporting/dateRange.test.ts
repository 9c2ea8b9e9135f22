import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  isoWeek,
  periodsOf,
  presetRange,
  rangeFromSearch,
  restaurantToday,
  startOfWeek,
  suggestedGranularity,
} from './dateRange';

describe('restaurantToday', () => {
  it('is the calendar day in Vienna, not in the browser or UTC', () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Vienna (CET, UTC+1).
    expect(restaurantToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(restaurantToday(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    // Summer time (CEST, UTC+2): 22:30 UTC is already the next day.
    expect(restaurantToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    // New Year's night.
    expect(restaurantToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it("follows the restaurant's zone when app info names another", () => {
    // 03:30 UTC on 23 November is still 22 November in New York (UTC−5), already 23 November in Vienna.
    expect(restaurantToday(new Date('2026-11-23T03:30:00Z'), 'America/New_York')).toBe('2026-11-22');
    expect(restaurantToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-23');
  });
});

describe('presetRange', () => {
  // Sunday, 22 November 2026.
  const sunday = '2026-11-22';

  it('covers the presets from an ordinary day', () => {
    expect(presetRange('today', sunday)).toEqual({ from: sunday, to: sunday });
    expect(presetRange('yesterday', sunday)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetRange('this_week', sunday)).toEqual({ from: '2026-11-16', to: sunday });
    expect(presetRange('last_week', sunday)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(presetRange('this_month', sunday)).toEqual({ from: '2026-11-01', to: sunday });
    expect(presetRange('last_month', sunday)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('this_year', sunday)).toEqual({ from: '2026-01-01', to: sunday });
  });

  it('starts weeks on Monday', () => {
    expect(presetRange('this_week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last_week', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('keeps seven whole days across the change to and from summer time', () => {
    // Summer time ended on Sunday, 25 October 2026 (a 25-hour day); spring forward was 29 March 2026.
    expect(presetRange('last_week', '2026-10-28')).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    expect(presetRange('this_week', '2026-10-26')).toEqual({ from: '2026-10-26', to: '2026-10-26' });
    expect(presetRange('last_week', '2026-03-30')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(periodsOf(presetRange('last_week', '2026-10-28'), 'day')).toHaveLength(7);
  });

  it('crosses year boundaries', () => {
    // Friday, 1 January 2027: its week began on Monday, 28 December 2026.
    expect(presetRange('this_week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
    expect(presetRange('last_week', '2027-01-01')).toEqual({ from: '2026-12-21', to: '2026-12-27' });
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('last_month', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('this_year', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('knows the length of last month, leap years included', () => {
    expect(presetRange('last_month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_month', '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('last_month', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });
});

describe('calendar helpers', () => {
  it('checks dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-1-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
  });

  it('numbers ISO weeks, whose year is that of their Thursday', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-22')).toBe('2026-W47');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});

describe('periodsOf', () => {
  it('lists every day, week or month that touches the range', () => {
    expect(periodsOf({ from: '2026-11-30', to: '2026-12-02' }, 'day').map((p) => p.period)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(periodsOf({ from: '2026-12-24', to: '2027-01-06' }, 'week')).toEqual([
      { period: '2026-W52', periodStart: '2026-12-21' },
      { period: '2026-W53', periodStart: '2026-12-28' },
      { period: '2027-W01', periodStart: '2027-01-04' },
    ]);
    expect(periodsOf({ from: '2026-11-15', to: '2027-01-02' }, 'month').map((p) => p.period)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('is empty for a reversed or broken range', () => {
    expect(periodsOf({ from: '2026-11-02', to: '2026-11-01' }, 'day')).toEqual([]);
    expect(periodsOf({ from: 'x', to: '2026-11-01' }, 'day')).toEqual([]);
  });

  it('suggests days for weeks and months, weeks for quarters, months for a year', () => {
    expect(suggestedGranularity({ from: '2026-11-16', to: '2026-11-22' })).toBe('day');
    expect(suggestedGranularity({ from: '2026-09-01', to: '2026-11-22' })).toBe('week');
    expect(suggestedGranularity({ from: '2026-01-01', to: '2026-11-22' })).toBe('month');
  });
});

describe('rangeFromSearch', () => {
  const today = '2026-11-22';
  it('reads a preset or a custom range from the address, else shows this week', () => {
    expect(rangeFromSearch(new URLSearchParams('range=last_week'), today)).toEqual({
      preset: 'last_week',
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-15'), today)).toEqual({
      preset: null,
      from: '2026-10-01',
      to: '2026-10-15',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-15&to=2026-10-01'), today).preset).toBe('this_week');
    expect(rangeFromSearch(new URLSearchParams('range=nonsense'), today)).toEqual({ preset: 'this_week', from: '2026-11-16', to: today });
  });
});
