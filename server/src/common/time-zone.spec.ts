import { describe, expect, it } from '@jest/globals';
import { formatLocalDateTime, nextLocalMidnight, parseLocalDateTime, restaurantTimeZone } from './time-zone.js';

const VIENNA = 'Europe/Vienna';
const NEW_YORK = 'America/New_York';
const iso = (text: string, zone = VIENNA) => parseLocalDateTime(text, zone)?.instant.toISOString();
const nextMidnight = (date: string, zone: string) => nextLocalMidnight(parseLocalDateTime(date, zone)!.instant, zone).toISOString();

describe('the restaurant time zone', () => {
  it("is app info's zone, else Europe/Vienna", () => {
    expect(restaurantTimeZone('America/New_York')).toBe(NEW_YORK);
    expect(restaurantTimeZone(' UTC ')).toBe('UTC');
    for (const none of [null, undefined, '', '  ']) expect(restaurantTimeZone(none)).toBe(VIENNA);
  });
});

describe('dates and times in a zone (order filters)', () => {
  it('reads a date as midnight in the zone, in winter and in summer', () => {
    expect(iso('2025-03-02')).toBe('2025-03-01T23:00:00.000Z');
    expect(iso('2025-07-02')).toBe('2025-07-01T22:00:00.000Z');
    expect(parseLocalDateTime('2025-03-02', VIENNA)?.dateOnly).toBe(true);
    expect(iso('2025-03-02', NEW_YORK)).toBe('2025-03-02T05:00:00.000Z');
    expect(iso('2025-07-02', NEW_YORK)).toBe('2025-07-02T04:00:00.000Z');
    expect(iso('2025-07-02', 'Asia/Kolkata')).toBe('2025-07-01T18:30:00.000Z');
  });

  it("reads a date-time without offset as the zone's wall time and one with offset as given", () => {
    expect(iso('2025-03-02T10:15')).toBe('2025-03-02T09:15:00.000Z');
    expect(iso('2025-03-02T10:15', NEW_YORK)).toBe('2025-03-02T15:15:00.000Z');
    expect(iso('2025-03-02T10:15:30.5+02:00')).toBe('2025-03-02T08:15:30.500Z');
    expect(iso('2025-03-02T10:15:00Z', NEW_YORK)).toBe('2025-03-02T10:15:00.000Z');
  });

  it('finds the next midnight across the clock changes', () => {
    // 29 March 2026 has 23 hours in Vienna, 25 October 2026 has 25.
    expect(nextMidnight('2026-03-29', VIENNA)).toBe('2026-03-29T22:00:00.000Z');
    expect(nextMidnight('2026-10-25', VIENNA)).toBe('2026-10-25T23:00:00.000Z');
    expect(nextMidnight('2026-12-31', VIENNA)).toBe('2026-12-31T23:00:00.000Z');
    // New York changes on other days: 8 March and 1 November 2026.
    expect(nextMidnight('2026-03-08', NEW_YORK)).toBe('2026-03-09T04:00:00.000Z');
    expect(nextMidnight('2026-11-01', NEW_YORK)).toBe('2026-11-02T05:00:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    for (const text of ['2025-02-30', '2025-13-01', '2025-01-01T24:00', '2025-01-01T10:60', 'heute'])
      expect(parseLocalDateTime(text, VIENNA)).toBeNull();
  });
});

describe('times as invoices print them', () => {
  it('prints dd.MM.yyyy HH:mm on the wall clock of the zone, summer and winter', () => {
    expect(formatLocalDateTime(new Date('2026-11-22T11:05:00Z'), VIENNA)).toBe('22.11.2026 12:05');
    expect(formatLocalDateTime(new Date('2026-07-01T22:30:00Z'), VIENNA)).toBe('02.07.2026 00:30');
    expect(formatLocalDateTime(new Date('2026-07-01T22:30:00Z'), NEW_YORK)).toBe('01.07.2026 18:30');
    expect(formatLocalDateTime(new Date('2026-01-01T03:07:00Z'), NEW_YORK)).toBe('31.12.2025 22:07');
  });
});
