import { describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/currentLocale';
import { failureMustBeReported, formatReceiptDateTime, givenDays } from './rksvFormat';

describe('the Registrierkasse screen', () => {
  it('shows a receipt time with its seconds, as the register wrote it (no zone conversion)', () => {
    setCurrentLocale('de');
    expect(formatReceiptDateTime('2026-11-02T07:05:09')).toBe('02.11.2026 07:05:09');
    expect(formatReceiptDateTime('2026-12-31T23:59:59')).toBe('31.12.2026 23:59:59');
    setCurrentLocale('en');
    expect(formatReceiptDateTime('2026-11-02T17:05:09')).toBe('02/11/2026 17:05:09');
    setCurrentLocale('de');
    expect(formatReceiptDateTime('kaputt')).toBe('kaputt');
  });

  it('asks to report a failed signature unit only after more than 48 hours', () => {
    const now = Date.parse('2026-11-03T12:00:00Z');
    expect(failureMustBeReported('2026-11-01T12:00:00Z', now)).toBe(false);
    expect(failureMustBeReported('2026-11-01T11:59:59Z', now)).toBe(true);
  });

  it('sends only the days given to the DEP export', () => {
    expect(givenDays({ from: '', to: '' })).toEqual({});
    expect(givenDays({ from: '2026-11-01', to: '' })).toEqual({ from: '2026-11-01' });
    expect(givenDays({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
