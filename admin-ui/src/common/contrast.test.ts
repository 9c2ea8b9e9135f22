import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readableOn, textColorOn, toHex } from './contrast';

describe('contrast', () => {
  it('parses short and long hex colours', () => {
    expect(parseHex('#FB9818')).toEqual([251, 152, 24]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('orange')).toBeNull();
    expect(toHex([251, 152, 24])).toBe('#fb9818');
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#FB9818', '#ffffff')).toBeCloseTo(2.19, 2);
  });

  it('darkens the default accent for text on white until it reaches AA', () => {
    const text = readableOn('#FB9818', '#ffffff');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#ffffff')).toBeLessThan(4.8);
    const [r, g, b] = parseHex(text)!;
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('lightens a dark accent on a dark background and keeps a readable one unchanged', () => {
    const text = readableOn('#1565c0', '#121212');
    expect(contrastRatio(text, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#FB9818', '#121212')).toBe('#fb9818');
    expect(readableOn('#1565C0', '#ffffff')).toBe('#1565c0');
  });

  it('picks black or white as the label colour with the better contrast', () => {
    expect(textColorOn('#FB9818')).toBe('#000000');
    expect(textColorOn('#1565c0')).toBe('#ffffff');
    expect(textColorOn('#ffff00')).toBe('#000000');
  });
});
