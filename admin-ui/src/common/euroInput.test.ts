import { describe, expect, it } from 'vitest';
import { parseCents, parsePrice } from './euroInput';

describe('euro input', () => {
  it('reads prices with a comma or a point and refuses anything else', () => {
    expect(parsePrice('4,90')).toBe(4.9);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('7')).toBe(7);
    for (const text of ['', 'abc', '1,2,3', '-3', '1e3', '4 €']) expect(parsePrice(text)).toBeNull();
  });

  it('reads amounts in cents: empty is none, more than two decimals is refused', () => {
    expect(parseCents('1,10')).toBe(110);
    expect(parseCents('20')).toBe(2000);
    expect(parseCents('0,07')).toBe(7);
    expect(parseCents(' ')).toBe(0);
    for (const text of ['1,005', 'abc', '-1']) expect(parseCents(text)).toBeNull();
  });
});
