import { describe, expect, it } from '@jest/globals';
import { austrianUidValid, normalizeUid, uidProblem } from './uid-number.js';

describe('UID numbers', () => {
  it('checks the check digit of Austrian UID numbers', () => {
    expect(austrianUidValid('ATU12345675')).toBe(true);
    expect(austrianUidValid('ATU13585627')).toBe(true);
    expect(austrianUidValid('ATU12345678')).toBe(false);
    expect(austrianUidValid('ATU1234567')).toBe(false);
  });

  it('refuses malformed and foreign-looking UID numbers, accepts other EU and Swiss ones by shape', () => {
    expect(uidProblem('ATU12345675')).toBeNull();
    expect(uidProblem('ATU12345678')).toMatch(/Prüfziffer/);
    expect(uidProblem('AT12345675')).toMatch(/ATU und 8 Ziffern/);
    expect(uidProblem('DE123456789')).toBeNull();
    expect(uidProblem('FR12345678901')).toBeNull();
    expect(uidProblem('CHE123456789MWST')).toBeNull();
    expect(uidProblem('US123456789')).toMatch(/keine UID-Nummer/);
    expect(uidProblem('DE1')).toMatch(/keine UID-Nummer/);
    expect(uidProblem('DE12345678901234567')).toMatch(/höchstens 16/);
  });

  it('normalizes what guests type: spaces, dots, dashes, lower case', () => {
    expect(normalizeUid(' atu 1234-5675 ')).toBe('ATU12345675');
    expect(normalizeUid('CHE-123.456.789 MWST')).toBe('CHE123456789MWST');
  });
});
