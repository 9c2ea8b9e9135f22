import { describe, expect, it } from 'vitest';
import { currentPasswordProblem, mayChangePassword } from './passwordChange';

describe('password change', () => {
  it('needs at least 8 characters, a matching confirmation and the current password', () => {
    expect(mayChangePassword('geheim12', 'geheim12', 'alt')).toBe(true);
    expect(mayChangePassword('geheim1', 'geheim1', 'alt')).toBe(false);
    expect(mayChangePassword('geheim12', 'geheim13', 'alt')).toBe(false);
    expect(mayChangePassword('', '', 'alt')).toBe(false);
    expect(mayChangePassword('geheim12', 'geheim12', '')).toBe(false);
  });

  it("shows the server's word on the current password, or on too many tries, at that field", () => {
    const wrong = {
      status: 400,
      body: { message: 'x', errors: [{ field: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }] },
    };
    expect(currentPasswordProblem(wrong)).toBe('Das aktuelle Passwort ist falsch.');
    const throttled = { status: 429, body: { message: 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.' } };
    expect(currentPasswordProblem(throttled)).toBe('Zu viele Anmeldeversuche. Bitte später erneut versuchen.');
    expect(currentPasswordProblem({ status: 500, body: { message: 'Interner Fehler.' } })).toBeUndefined();
    expect(currentPasswordProblem(new Error('offline'))).toBeUndefined();
  });
});
