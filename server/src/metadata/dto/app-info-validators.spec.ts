import { describe, expect, it } from '@jest/globals';
import { isInvoiceNumber, isKnownTimeZone, isPlausibleIban } from './app-info-validators.js';

describe('app info validators', () => {
  it('accepts IBANs whose mod-97 check digits fit and refuses typos and bad shapes', () => {
    for (const iban of ['AT611904300234573201', 'DE89370400440532013000', 'GB29NWBK60161331926819'])
      expect(isPlausibleIban(iban)).toBe(true);
    for (const iban of ['AT611904300234573202', 'DE88370400440532013000', 'AT61', 'XX00ABC', '1234567890123456', 'at611904300234573201']) {
      expect(isPlausibleIban(iban)).toBe(false);
    }
  });

  it('knows IANA time zones', () => {
    expect(isKnownTimeZone('Europe/Vienna')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Wien')).toBe(false);
  });

  it('takes invoice start numbers as whole numbers from 0', () => {
    expect([0, 1, 999_999_999].every(isInvoiceNumber)).toBe(true);
    expect([-1, 1.5, '5', null, 1e12, Number.NaN].some(isInvoiceNumber)).toBe(false);
  });
});
