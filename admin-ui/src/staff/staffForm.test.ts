import { describe, expect, it } from 'vitest';
import { staffFormErrors, toggleRole, toStaffPayload, uniqueRoles } from './staffForm';

const values = (username: string, password: string, roles: string[] = [], currentPassword = '') => ({
  username,
  password,
  currentPassword,
  roles,
});

describe('staffFormErrors (spec 5)', () => {
  it('requires username and password on create', () => {
    expect(staffFormErrors(values('', 'long-enough'), 'create')).toEqual({ form: 'app.staff.credentials_required' });
    expect(staffFormErrors(values('   ', 'long-enough'), 'create')).toEqual({ form: 'app.staff.credentials_required' });
    expect(staffFormErrors(values('anna', ''), 'create')).toEqual({ form: 'app.staff.credentials_required' });
    expect(staffFormErrors(values('anna', 'long-enough'), 'create')).toEqual({});
  });

  it('wants at least 8 characters in a password that is given', () => {
    expect(staffFormErrors(values('anna', '1234567'), 'create')).toEqual({ password: 'app.staff.password_too_short' });
    expect(staffFormErrors(values('anna', '12345678'), 'create')).toEqual({});
    expect(staffFormErrors(values('anna', 'kurz'), 'edit')).toEqual({ password: 'app.staff.password_too_short' });
  });

  it('lets an edit keep the old password with an empty field', () => {
    expect(staffFormErrors(values('anna', ''), 'edit')).toEqual({});
  });
});

describe('toStaffPayload', () => {
  it('sends username, password and de-duplicated roles on create', () => {
    expect(toStaffPayload(values(' anna ', 'long-enough', ['WAITER', 'KITCHEN', 'WAITER']), 'create')).toEqual({
      username: 'anna',
      password: 'long-enough',
      roles: ['WAITER', 'KITCHEN'],
    });
  });

  it('sends no username on edit, and no password field when the password stays', () => {
    const unchanged = toStaffPayload(values('anna', '', ['KITCHEN']), 'edit');
    expect(unchanged).toEqual({ roles: ['KITCHEN'] });
    expect('password' in unchanged).toBe(false);
    expect(toStaffPayload(values('anna', 'new-password', []), 'edit')).toEqual({ password: 'new-password', roles: [] });
  });

  it("sends the current password with a new one for one's own account, never without one", () => {
    expect(toStaffPayload(values('anna', 'new-password', ['ADMIN'], 'old-password'), 'edit')).toEqual({
      password: 'new-password',
      currentPassword: 'old-password',
      roles: ['ADMIN'],
    });
    expect(toStaffPayload(values('anna', '', ['ADMIN'], 'old-password'), 'edit')).toEqual({ roles: ['ADMIN'] });
  });
});

describe('roles', () => {
  it('are de-duplicated in the order first seen, blanks dropped', () => {
    expect(uniqueRoles(['ADMIN', 'WAITER', 'ADMIN', ' ', 'KITCHEN', 'WAITER'])).toEqual(['ADMIN', 'WAITER', 'KITCHEN']);
  });

  it('are toggled without repeats', () => {
    expect(toggleRole(['WAITER'], 'ADMIN', true)).toEqual(['WAITER', 'ADMIN']);
    expect(toggleRole(['WAITER', 'ADMIN'], 'ADMIN', true)).toEqual(['WAITER', 'ADMIN']);
    expect(toggleRole(['WAITER', 'ADMIN'], 'WAITER', false)).toEqual(['ADMIN']);
  });
});
