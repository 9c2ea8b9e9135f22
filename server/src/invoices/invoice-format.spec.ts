import { describe, expect, it } from '@jest/globals';
import { formatEuro, formatViennaDateTime } from './invoice-format.js';
import { toWinAnsi } from './win-ansi.js';

describe('invoice texts', () => {
  it('formats euro amounts the German way', () => {
    expect(formatEuro(123450)).toBe('1.234,50 €');
    expect(formatEuro(5850)).toBe('58,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(100_000_000)).toBe('1.000.000,00 €');
  });

  it('prints times in Vienna as dd.MM.yyyy HH:mm, summer and winter', () => {
    expect(formatViennaDateTime(new Date('2026-11-22T11:05:00Z'))).toBe('22.11.2026 12:05');
    expect(formatViennaDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30');
  });

  it('keeps Latin-1 and the WinAnsi extras, strips foreign accents and marks what cannot be shown', () => {
    expect(toWinAnsi('Grüße, Öl & Maß – „gut“ … 5 €')).toBe('Grüße, Öl & Maß – „gut“ … 5 €');
    expect(toWinAnsi('Čevapčići Łódź Šopska')).toBe('Cevapcici Lódz Šopska');
    expect(toWinAnsi('Tee\tmit\nZitrone')).toBe('Tee mit Zitrone');
    expect(toWinAnsi('寿司 😀')).toBe('?? ?');
    expect(toWinAnsi('a\u0301')).toBe('á');
  });
});
