import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColorsOf, initialsOf, letterColorClass } from './avatarColor';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('letterColorClass (spec 3)', () => {
  it.each([
    ['ABCD', 'c1'],
    ['EFGH', 'c2'],
    ['LMN', 'c3'],
    ['OPR', 'c4'],
    ['IJKQSTUVWXYZ', 'c0'],
  ])('maps each of %s to %s', (letters, colorClass) => {
    for (const letter of letters) {
      expect(letterColorClass(letter)).toBe(colorClass);
      expect(letterColorClass(letter.toLowerCase())).toBe(colorClass);
    }
  });

  it('gives anything that is not one of the named letters c0', () => {
    for (const other of ['', '1', 'Ä', 'ß', '@', ' ', 'AB']) expect(letterColorClass(other)).toBe('c0');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of up to two name parts, upper case', () => {
    expect(initialsOf('jürgen.groß')).toBe('JG');
    expect(initialsOf('anna-maria_huber')).toBe('AM');
    expect(initialsOf('kellner1')).toBe('K');
    expect(initialsOf('  max@wirt.at ')).toBe('MW');
    expect(initialsOf('ömer')).toBe('Ö');
    expect(initialsOf('')).toBe('');
  });

  it('colours a name by its first letter', () => {
    expect(avatarColorsOf('bernd')).toBe(AVATAR_COLORS.c1);
    expect(avatarColorsOf('Franz')).toBe(AVATAR_COLORS.c2);
    expect(avatarColorsOf('maria')).toBe(AVATAR_COLORS.c3);
    expect(avatarColorsOf('peter')).toBe(AVATAR_COLORS.c4);
    expect(avatarColorsOf('kellner')).toBe(AVATAR_COLORS.c0);
    expect(avatarColorsOf('')).toBe(AVATAR_COLORS.c0);
  });
});

describe('AVATAR_COLORS', () => {
  it('are five distinct backgrounds whose text has at least WCAG AA contrast (4.5:1)', () => {
    const pairs = Object.values(AVATAR_COLORS);
    expect(new Set(pairs.map((p) => p.background)).size).toBe(5);
    for (const { background, text } of pairs) expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
