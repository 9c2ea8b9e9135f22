import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/currentLocale';
import { setRestaurantTimeZone } from '../i18n/timeZone';
import { formatDateTime, formatEuro, formatNumber } from './format';

const MOMENT = '2026-11-22T12:05:00Z'; // 13:05 in Vienna

describe('formats follow the chosen language', () => {
  afterEach(() => setCurrentLocale('de'));

  it('German: Austrian euro and day.month.year', () => {
    expect(formatEuro(1234.5)).toMatch(/1\.234,50/);
    expect(formatDateTime(MOMENT)).toBe('22.11.2026, 13:05');
  });

  it('English: decimal point and day/month/year', () => {
    setCurrentLocale('en');
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatDateTime(MOMENT)).toBe('22/11/2026, 13:05');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('a language switch changes the format at once', () => {
    setCurrentLocale('es');
    const spanish = formatEuro(12.5);
    setCurrentLocale('en');
    expect(formatEuro(12.5)).not.toBe(spanish);
    expect(spanish).toMatch(/12,50/);
  });
});

describe("dates and times are shown in the restaurant's time zone", () => {
  afterEach(() => setRestaurantTimeZone(null));

  it('Vienna by default, the zone app info names otherwise', () => {
    expect(formatDateTime(MOMENT)).toBe('22.11.2026, 13:05');
    setRestaurantTimeZone('America/New_York');
    expect(formatDateTime(MOMENT)).toBe('22.11.2026, 07:05');
  });
});
