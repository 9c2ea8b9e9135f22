import { describe, expect, it } from '@jest/globals';
import { centsToEuro, euroToCents } from './money.js';
import { taxBreakdownCents, vatOfGross } from './vat.js';

describe('VAT and money', () => {
  it('computes the VAT contained in a gross amount: gross − round(gross × 100 / (100 + rate))', () => {
    expect(vatOfGross(1100, 10)).toBe(100);
    expect(vatOfGross(1200, 20)).toBe(200);
    expect(vatOfGross(5460, 10)).toBe(496);
    expect(vatOfGross(390, 20)).toBe(65);
    expect(vatOfGross(1000, 0)).toBe(0);
  });

  it('groups lines into one bucket per rate, lowest rate first', () => {
    const buckets = taxBreakdownCents([
      { vatRate: 'VAT_20', grossCents: 390 },
      { vatRate: 'VAT_10', grossCents: 2730 },
      { vatRate: 'VAT_10', grossCents: 2730 },
    ]);
    expect(buckets).toEqual([
      { code: 'VAT_10', percent: 10, grossCents: 5460, vatCents: 496, netCents: 4964 },
      { code: 'VAT_20', percent: 20, grossCents: 390, vatCents: 65, netCents: 325 },
    ]);
  });

  it('converts euro to cents only with at most two decimals', () => {
    expect(euroToCents(12.5)).toBe(1250);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(1.005)).toBeNull();
    expect(euroToCents(Number.NaN)).toBeNull();
    expect(centsToEuro(5460)).toBe(54.6);
  });
});
