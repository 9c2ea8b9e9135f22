import { describe, expect, it } from 'vitest';
import { decodeToken, homeOf, homePath, isExpired, mayUseKitchen } from './token';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('staff token', () => {
  it('reads the roles from the payload, whatever their spelling', () => {
    expect(decodeToken(jwt({ sub: 1, username: 'anna', roles: ['ADMIN'] }))?.roles).toEqual(['ADMIN']);
    expect(decodeToken(jwt({ Roles: ['KITCHEN'] }))?.roles).toEqual(['KITCHEN']);
    expect(decodeToken(jwt({ authorities: ['ROLE_WAITER'] }))?.roles).toEqual(['WAITER']);
    expect(decodeToken(jwt({ username: 'jörg', roles: [] }))?.username).toBe('jörg');
  });

  it('treats anything that is not a JWT as no token', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });

  it('knows an expired token', () => {
    const claims = decodeToken(jwt({ roles: ['ADMIN'], exp: 1000 }))!;
    expect(isExpired(claims, 999_000)).toBe(false);
    expect(isExpired(claims, 1_000_000)).toBe(true);
  });

  it('lets every staff role use the kitchen screen, but not an account without a role', () => {
    expect(mayUseKitchen(['KITCHEN'])).toBe(true);
    expect(mayUseKitchen(['WAITER'])).toBe(true);
    expect(mayUseKitchen([])).toBe(false);
  });

  it('lands each role where it works: admins on the panel, waiters on the waiter view, kitchen staff in the kitchen', () => {
    expect(homePath(['ADMIN'])).toBe('/admin');
    expect(homePath(['WAITER'])).toBe('/admin/waiter');
    expect(homePath(['KITCHEN'])).toBe('/admin/kitchen');
  });

  it('lands one with several roles where ADMIN, then WAITER, then KITCHEN works', () => {
    expect(homePath(['KITCHEN', 'ADMIN'])).toBe('/admin');
    expect(homePath(['WAITER', 'ADMIN'])).toBe('/admin');
    expect(homePath(['KITCHEN', 'WAITER'])).toBe('/admin/waiter');
    expect(homeOf(['WAITER', 'KITCHEN', 'ADMIN'])).toBe('admin');
  });
});
