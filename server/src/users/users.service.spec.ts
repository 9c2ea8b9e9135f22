import { describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { LoginAttempt, LoginThrottle } from '../auth/login-throttle.service.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import type { TokenService } from '../auth/token.service.js';
import type { EventBus } from '../events/event-bus.service.js';
import type { PasswordService } from './password.service.js';
import type { Role, User } from './user.entity.js';
import type { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

const MANAGER = { tag: 'manager' };

/** A mock that fails on any method the test did not provide. */
function strict<T extends object>(methods: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(methods, {
    get: (target, name) => {
      if (name in target) return target[name as keyof typeof target];
      if (name === 'then') return undefined;
      throw new Error(`unexpected call: ${String(name)}`);
    },
  }) as T;
}

const staff = (userId: number, ...roles: Role[]): StaffPrincipal => ({ kind: 'staff', userId, username: `u${userId}`, roles });
const user = (id: number, ...roles: Role[]) =>
  ({ id, username: `u${id}`, roles, tokenVersion: 0, createdAt: new Date(0), updatedAt: new Date(0) }) as User;

const revocations: Array<{ userId: number; tokenVersion: number | null }> = [];
const bus = strict<EventBus>({
  emit: (_name: string, payload: { userId: number; tokenVersion: number | null }) => revocations.push(payload),
});

const ATTEMPT: LoginAttempt = { usernameAndAddress: 'login:user:x', unknownUsernames: 'login:unknown:x' };
const throttled: string[] = [];
const throttle = strict<LoginThrottle>({
  takeAttempt: async (key: string) => (throttled.push(`take ${key}`), ATTEMPT),
  succeeded: async () => void throttled.push('given back'),
});

function service(users: Partial<Record<keyof UsersRepository, unknown>>, passwords: Partial<Record<keyof PasswordService, unknown>> = {}) {
  const dataSource = strict<DataSource>({ transaction: (work: (m: unknown) => unknown) => work(MANAGER) });
  const tokens = strict<TokenService>({ signStaffTokenFor: () => 'new.jwt' });
  return new UsersService(dataSource, strict<UsersRepository>(users), strict<PasswordService>(passwords), tokens, throttle, bus);
}

describe('UsersService', () => {
  it('lets a staff member read only their own account unless admin', async () => {
    const findById = jest.fn(async (id: number) => user(id, 'WAITER'));
    await expect(service({ findById }).get(2, staff(3, 'WAITER', 'KITCHEN'))).rejects.toMatchObject({ status: 403 });
    await expect(service({ findById }).get(3, staff(3, 'WAITER'))).resolves.toMatchObject({ userID: 3 });
    await expect(service({ findById }).get(2, staff(1, 'ADMIN'))).resolves.toMatchObject({ userID: 2 });
  });

  it('refuses a non-admin changing roles or someone else before touching the database', async () => {
    await expect(service({}).update(3, { roles: ['WAITER'] }, staff(3, 'WAITER'))).rejects.toMatchObject({ status: 403 });
    await expect(service({}).update(4, { password: 'long-enough' }, staff(3, 'KITCHEN'))).rejects.toMatchObject({ status: 403 });
  });

  it('hands out a fresh token only when the caller changed their own password', async () => {
    const repo = {
      findById: async (id: number) => user(id, 'ADMIN'),
      update: jest.fn(async (_m: unknown, _id: number, _changes: unknown, _revoke: boolean) => undefined),
    };
    const passwords = { hash: async () => 'hash', verify: async () => true };
    const own = service({ ...repo, findForLogin: async () => ({ ...user(1, 'ADMIN'), passwordHash: 'old' }) }, passwords);
    await expect(own.update(1, { password: 'long-enough', currentPassword: 'old-one' }, staff(1, 'ADMIN'))).resolves.toMatchObject({
      jwt: 'new.jwt',
    });
    const other = await service(repo, passwords).update(2, { password: 'long-enough' }, staff(1, 'ADMIN'));
    expect(other).not.toHaveProperty('jwt');
    expect(repo.update).toHaveBeenCalledWith(MANAGER, 2, { passwordHash: 'hash', roles: undefined }, true);
  });

  it("changes one's own password only with the right current one, counting each check on the login throttle", async () => {
    const update = jest.fn(async (_m: unknown, _id: number, _changes: unknown, _revoke: boolean) => undefined);
    const findForLogin = async (key: string) => ({ ...user(3, 'WAITER'), username: key, passwordHash: 'stored' });
    const verify = async (_hash: string, password: string) => password === 'right-one';
    const own = service({ findForLogin, update }, { verify });
    throttled.length = 0;
    const missing = own.update(3, { password: 'long-enough' }, staff(3, 'WAITER'));
    await expect(missing).rejects.toMatchObject({ status: 400, response: { message: 'Bitte das aktuelle Passwort angeben.' } });
    expect(throttled).toEqual([]);
    const wrong = own.update(3, { password: 'long-enough', currentPassword: 'wrong-one' }, staff(3, 'ADMIN'));
    await expect(wrong).rejects.toMatchObject({
      status: 400,
      response: { errors: [{ field: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }] },
    });
    expect(throttled).toEqual(['take u3']);
    expect(update).not.toHaveBeenCalled();
  });

  it("lets an admin set another account's password without their own", async () => {
    const update = jest.fn(async (_m: unknown, _id: number, _changes: unknown, _revoke: boolean) => undefined);
    const admin = service({ findById: async (id: number) => user(id, 'WAITER'), update }, { hash: async () => 'hash' });
    await admin.update(4, { password: 'long-enough' }, staff(1, 'ADMIN'));
    expect(update).toHaveBeenCalledWith(MANAGER, 4, { passwordHash: 'hash', roles: undefined }, true);
  });

  it('refuses to take ADMIN from the last admin, and de-duplicates the new roles otherwise', async () => {
    const update = jest.fn(async (_m: unknown, _id: number, _changes: unknown, _revoke: boolean) => undefined);
    const lonely = service({ findById: async (id: number) => user(id, 'ADMIN'), lockAdminIds: async () => [1], update });
    await expect(lonely.update(1, { roles: ['WAITER'] }, staff(1, 'ADMIN'))).rejects.toMatchObject({ status: 409 });
    expect(update).not.toHaveBeenCalled();
    const paired = service({ findById: async (id: number) => user(id, 'ADMIN'), lockAdminIds: async () => [1, 2], update });
    await paired.update(1, { roles: ['KITCHEN', 'WAITER', 'KITCHEN'] }, staff(2, 'ADMIN'));
    expect(update).toHaveBeenCalledWith(MANAGER, 1, { passwordHash: undefined, roles: ['WAITER', 'KITCHEN'] }, true);
  });

  it('ends the tokens of an account that loses a role, not of one that only gains one', async () => {
    const update = jest.fn(async (_m: unknown, _id: number, _changes: unknown, _revoke: boolean) => undefined);
    const waiter = service({ findById: async (id: number) => user(id, 'WAITER'), update });
    revocations.length = 0;
    await waiter.update(4, { roles: ['WAITER', 'KITCHEN'] }, staff(1, 'ADMIN'));
    expect(update).toHaveBeenLastCalledWith(MANAGER, 4, { passwordHash: undefined, roles: ['WAITER', 'KITCHEN'] }, false);
    expect(revocations).toEqual([]);
    await waiter.update(4, { roles: [] }, staff(1, 'ADMIN'));
    expect(update).toHaveBeenLastCalledWith(MANAGER, 4, { passwordHash: undefined, roles: [] }, true);
    expect(revocations).toEqual([{ userId: 4, tokenVersion: 0 }]);
  });

  it('refuses deleting oneself and the last admin, but deletes anyone else', async () => {
    await expect(service({}).remove(1, staff(1, 'ADMIN'))).rejects.toMatchObject({ status: 409 });
    const lastAdmin = service({ findById: async (id: number) => user(id, 'ADMIN'), lockAdminIds: async () => [2] });
    await expect(lastAdmin.remove(2, staff(1, 'ADMIN'))).rejects.toMatchObject({ status: 409 });
    const remove = jest.fn(async (_m: unknown, _id: number) => undefined);
    await service({ findById: async (id: number) => user(id, 'WAITER'), delete: remove }).remove(5, staff(1, 'ADMIN'));
    expect(remove).toHaveBeenCalledWith(MANAGER, 5);
  });

  it('makes the first registered account an ADMIN and refuses anonymous registration afterwards', async () => {
    const insert = jest.fn(async (_m: unknown, values: { roles: Role[] }) => user(1, ...values.roles));
    const passwords = { hash: async () => 'hash' };
    const empty = service({ lockUsersTable: async () => undefined, count: async () => 0, insert }, passwords);
    await expect(empty.register({ username: 'chef', password: 'long-enough', roles: ['WAITER'] }, undefined)).resolves.toMatchObject({
      roles: ['ADMIN'],
    });
    const taken = service({ count: async () => 1 });
    await expect(taken.register({ username: 'chef2', password: 'long-enough' }, undefined)).rejects.toMatchObject({ status: 401 });
    await expect(service({}).register({ username: 'x-y', password: 'long-enough' }, staff(3, 'KITCHEN'))).rejects.toMatchObject({
      status: 403,
    });
  });
});
