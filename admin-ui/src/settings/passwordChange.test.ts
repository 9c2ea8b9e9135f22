import { describe, expect, it } from 'vitest';
import { mayChangePassword } from './passwordChange';

describe('password change', () => {
  it('needs at least 8 characters and a matching confirmation', () => {
    expect(mayChangePassword('geheim12', 'geheim12')).toBe(true);
    expect(mayChangePassword('geheim1', 'geheim1')).toBe(false);
    expect(mayChangePassword('geheim12', 'geheim13')).toBe(false);
    expect(mayChangePassword('', '')).toBe(false);
  });
});
