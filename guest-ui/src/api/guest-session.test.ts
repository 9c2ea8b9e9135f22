import { describe, expect, it } from 'vitest';
import { guestNameToSend } from './guest-session.ts';

describe('guestNameToSend', () => {
  it('sends the name as the server stores it (NFKC, trimmed, single spaces), none (null) for an empty field', () => {
    expect(guestNameToSend('  Anna ')).toBe('Anna');
    expect(guestNameToSend('Ａｄｍｉｎ')).toBe('Admin');
    expect(guestNameToSend('Ana \u3000 María')).toBe('Ana María');
    expect(guestNameToSend("Zoë O'Neill-Å.")).toBe("Zoë O'Neill-Å.");
    for (const name of ['李娜', '佐藤さくら', 'Мария', 'محمد', 'मोहन']) expect(guestNameToSend(name)).toBe(name);
    expect(guestNameToSend('   ')).toBeNull();
  });

  it('refuses what the server would: other signs, mixed scripts, more than 20 characters, a sign first', () => {
    expect(guestNameToSend('<Anna>')).toBeUndefined();
    expect(guestNameToSend('Adm\u0456n')).toBeUndefined();
    expect(guestNameToSend('Αdmin')).toBeUndefined();
    expect(guestNameToSend('Anna\u200b')).toBeUndefined();
    expect(guestNameToSend('A'.repeat(21))).toBeUndefined();
    expect(guestNameToSend('-Anna')).toBeUndefined();
  });
});
