import { describe, expect, it } from 'vitest';
import { guestNameToSend } from './guest-session.ts';

describe('guestNameToSend', () => {
  it('sends a trimmed name, none (null) for an empty field', () => {
    expect(guestNameToSend('  Anna ')).toBe('Anna');
    expect(guestNameToSend("Zoë O'Neill-Å.")).toBe("Zoë O'Neill-Å.");
    expect(guestNameToSend('李娜')).toBe('李娜');
    expect(guestNameToSend('   ')).toBeNull();
  });

  it('refuses what the server would: other signs, more than 20 characters, a sign first', () => {
    expect(guestNameToSend('<Anna>')).toBeUndefined();
    expect(guestNameToSend('A'.repeat(21))).toBeUndefined();
    expect(guestNameToSend('-Anna')).toBeUndefined();
  });
});
