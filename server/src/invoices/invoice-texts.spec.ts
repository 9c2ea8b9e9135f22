import { describe, expect, it } from '@jest/globals';
import { formatEuro } from '../common/money.js';
import { toWinAnsi } from '../common/win-ansi.js';

describe('invoice texts', () => {
  it('formats euro amounts the German way', () => {
    expect(formatEuro(123450)).toBe('1.234,50 €');
    expect(formatEuro(5850)).toBe('58,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(100_000_000)).toBe('1.000.000,00 €');
  });

  it('keeps Latin-1 and the WinAnsi extras, strips foreign accents and marks what cannot be shown', () => {
    expect(toWinAnsi('Grüße, Öl & Maß – „gut“ … 5 €')).toBe('Grüße, Öl & Maß – „gut“ … 5 €');
    expect(toWinAnsi('Čevapčići Łódź Šopska')).toBe('Cevapcici Lódz Šopska');
    expect(toWinAnsi('Tee\tmit\nZitrone')).toBe('Tee mit Zitrone');
    expect(toWinAnsi('寿司 😀')).toBe('?? ?');
    expect(toWinAnsi('a\u0301')).toBe('á');
  });
});
