import { describe, expect, it } from '@jest/globals';
import { normalizeRegisterNumber, printedRegisterNumber, registerNumberProblem } from './company-register.js';

describe('company register number', () => {
  it('keeps an FN without its prefix, whichever way it was typed', () => {
    expect(normalizeRegisterNumber('FN 123456a')).toBe('123456a');
    expect(normalizeRegisterNumber(' fn123456 A ')).toBe('123456a');
    expect(normalizeRegisterNumber('123456a')).toBe('123456a');
    expect(normalizeRegisterNumber('HRB 12345')).toBe('HRB 12345');
  });

  it('refuses what was entered as an FN but is none, not other registers', () => {
    expect(registerNumberProblem('123456a')).toBeNull();
    expect(registerNumberProblem('HRB 12345')).toBeNull();
    expect(registerNumberProblem('1234567a')).toMatch(/FN 123456a/);
    expect(registerNumberProblem('123456')).toMatch(/FN 123456a/);
    expect(registerNumberProblem(normalizeRegisterNumber('FN abc'))).toMatch(/FN 123456a/);
  });

  it('prints "FN" once, also for a number stored with it', () => {
    expect(printedRegisterNumber('123456a')).toBe('FN 123456a');
    expect(printedRegisterNumber('FN 123456a')).toBe('FN 123456a');
    expect(printedRegisterNumber('HRB 12345')).toBe('HRB 12345');
  });
});
