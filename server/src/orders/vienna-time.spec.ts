import { describe, expect, it } from '@jest/globals';
import { nextViennaMidnight, parseViennaDateTime } from './vienna-time.js';

const iso = (text: string) => parseViennaDateTime(text)?.instant.toISOString();

describe('Vienna dates for order filters', () => {
  it('reads a date as midnight in Vienna, in winter and in summer', () => {
    expect(iso('2025-03-02')).toBe('2025-03-01T23:00:00.000Z');
    expect(iso('2025-07-02')).toBe('2025-07-01T22:00:00.000Z');
    expect(parseViennaDateTime('2025-03-02')?.dateOnly).toBe(true);
  });

  it('reads a date-time without offset as Vienna time and one with offset as given', () => {
    expect(iso('2025-03-02T10:15')).toBe('2025-03-02T09:15:00.000Z');
    expect(iso('2025-03-02T10:15:30.5+02:00')).toBe('2025-03-02T08:15:30.500Z');
    expect(iso('2025-03-02T10:15:00Z')).toBe('2025-03-02T10:15:00.000Z');
  });

  it('finds the next midnight across the clock changes', () => {
    // 29 March 2026 has 23 hours in Vienna, 25 October 2026 has 25.
    expect(nextViennaMidnight(parseViennaDateTime('2026-03-29')!.instant).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextViennaMidnight(parseViennaDateTime('2026-10-25')!.instant).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(nextViennaMidnight(parseViennaDateTime('2026-12-31')!.instant).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    for (const text of ['2025-02-30', '2025-13-01', '2025-01-01T24:00', '2025-01-01T10:60', 'heute'])
      expect(parseViennaDateTime(text)).toBeNull();
  });
});
