import { expect } from '@jest/globals';
import type { Role } from '../../src/users/user.entity.js';
import { TEST_ADMIN, type TestApp } from './test-app.js';

export interface StaffAccount {
  userId: number;
  username: string;
  roles: Role[];
}

/** Logs a staff member in (POST /api/auth) and returns the bearer token. */
export async function loginAs(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.http.post('/api/auth').send({ username, password });
  expect(res.status).toBe(200);
  return res.body.jwt as string;
}

/** The token of the seeded admin account. */
export function adminToken(t: TestApp): Promise<string> {
  return loginAs(t, TEST_ADMIN.username, TEST_ADMIN.password);
}

/** Creates a staff account through the API (POST /api/user) as the given admin. */
export async function createStaff(
  t: TestApp,
  adminJwt: string,
  account: { username: string; password: string; roles: Role[] },
): Promise<StaffAccount> {
  const res = await t.http.post('/api/user').set('Authorization', `Bearer ${adminJwt}`).send(account);
  expect(res.status).toBe(201);
  return { userId: res.body.userID, username: res.body.username, roles: res.body.roles };
}

/** Creates an account with the roles and logs it in; returns its token and data. */
export async function staffWithRoles(
  t: TestApp,
  adminJwt: string,
  roles: Role[],
  username = `staff-${roles.join('-').toLowerCase() || 'none'}-${Math.random().toString(36).slice(2, 8)}`,
): Promise<StaffAccount & { jwt: string; password: string }> {
  const password = 'staff-password-123';
  const account = await createStaff(t, adminJwt, { username, password, roles });
  return { ...account, password, jwt: roles.length ? await loginAs(t, username, password) : '' };
}

export const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
