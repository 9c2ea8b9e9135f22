import { describe, expect, it } from '@jest/globals';
import { CONTROL_CHARACTER } from '../common/validation.js';
import { GUEST_NAME_CHARACTERS, GUEST_NAME_TOO_LONG, guestNameProblem, normaliseGuestName } from './guest-name.js';

const check = (input: string) => guestNameProblem(normaliseGuestName(input) ?? '');

describe('a guest name', () => {
  it('is stored in NFKC, trimmed, with one space between words', () => {
    expect(normaliseGuestName('Ａｄｍｉｎ')).toBe('Admin');
    expect(normaliseGuestName('\u3000 Ana \u00a0  María ')).toBe('Ana María');
    expect(normaliseGuestName('Zoe\u0308')).toBe('Zoë');
    expect(normaliseGuestName('  \u3000')).toBeNull();
  });

  it("accepts letters of one script with their accents, digits, and . ' - after the first", () => {
    for (const name of ['Zoë', 'Ana María', "O'Neill-Å.", 'Мария', 'Ελένη', 'محمد', 'مُحَمَّد', 'שרה', 'मोहन', 'สมชาย'])
      expect([name, check(name)]).toEqual([name, null]);
    for (const name of ['李娜', 'さくら', '佐藤さくら', 'タロー', '김민준', 'Tisch 4', '4711', '٤٢ علي'])
      expect([name, check(name)]).toEqual([name, null]);
  });

  it('refuses a name mixing scripts, such as Latin with a look-alike Cyrillic or Greek letter', () => {
    for (const name of ['Adm\u0456n', 'Admin\u0435', 'Αdmin', 'Anna Мария', 'さくら김', 'Ali علي', 'Anna ٤'])
      expect([name, check(name)]).toEqual([name, GUEST_NAME_CHARACTERS]);
  });

  it('refuses symbols, invisible characters, marks without a letter, and punctuation at the start', () => {
    for (const name of ['<Anna>', 'Anna!', 'Anna\u200bMaria', 'Anna\ufe0f', '\u0301Anna', '1\u0301', '-Anna', 'Anna\tMaria', '😀'])
      expect([name, check(name)]).toEqual([name, GUEST_NAME_CHARACTERS]);
  });

  it('refuses more than 20 characters (after NFKC) and control characters', () => {
    expect(check('A'.repeat(20))).toBeNull();
    expect(check('A'.repeat(21))).toBe(GUEST_NAME_TOO_LONG);
    // U+FDFA is one character that NFKC writes out as 18 Arabic ones.
    expect(check('\ufdfa\ufdfa')).toBe(GUEST_NAME_TOO_LONG);
    expect(check('Anna\u0007')).toBe(CONTROL_CHARACTER);
  });
});
