import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { adminToken, bearer, createStaff, loginAs } from '../test/support/staff.js';
import { startTestApp, TEST_ADMIN, type TestApp } from '../test/support/test-app.js';

const PASSWORD = 'a-good-password';
const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.' };

function login(t: TestApp, username: string, password: string, address?: string) {
  const req = t.http.post('/api/auth');
  if (address) req.set('X-Forwarded-For', address);
  return req.send({ username, password });
}

/**
 * Every 429 says when to try again: whole seconds, about the 15-minute block. A parallel attempt that waited for the
 * row lock measures from its own (earlier) transaction start, so it may say a second more.
 */
function expectTooMany(res: Response): void {
  expect({ status: res.status, body: res.body }).toEqual({ status: 429, body: TOO_MANY });
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60 + 2);
}

// Behind a trusted proxy (loopback here), so each test can act from addresses of its own.
describe('login throttling per (username, address), and per address for unknown usernames', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('counts 50 parallel wrong attempts exactly: 10 are checked, 40 refused, and that client is locked out', async () => {
    await createStaff(t, admin, { username: 'ziel', password: PASSWORD, roles: ['WAITER'] });
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(t, 'ziel', 'wrong-password', '203.0.113.1')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    answers.filter((res) => res.status === 429).forEach(expectTooMany);
    expectTooMany(await login(t, 'ziel', PASSWORD, '203.0.113.1'));
    // "Ziel" is the same account for the counter.
    expectTooMany(await login(t, 'ZIEL', PASSWORD, '203.0.113.1'));
  });

  it('never locks out another client: the right password from another address works', async () => {
    await createStaff(t, admin, { username: 'opfer', password: PASSWORD, roles: ['WAITER'] });
    for (let i = 0; i < 12; i++) await login(t, 'opfer', 'wrong-password', '198.51.100.66');
    expectTooMany(await login(t, 'opfer', PASSWORD, '198.51.100.66'));
    await login(t, 'opfer', PASSWORD, '198.51.100.67').expect(200);
    await login(t, 'admin', 'admin-test-password', '198.51.100.68').expect(200);
  });

  it('counts only failures: a successful login gives its attempt back', async () => {
    await createStaff(t, admin, { username: 'vergesslich', password: PASSWORD, roles: ['WAITER'] });
    const address = '192.0.2.10';
    for (let i = 0; i < 9; i++) await login(t, 'vergesslich', 'wrong-password', address).expect(401);
    await login(t, 'vergesslich', PASSWORD, address).expect(200);
    await login(t, 'vergesslich', 'wrong-password', address).expect(401);
    expectTooMany(await login(t, 'vergesslich', PASSWORD, address));
  });

  it('lets the staff behind an address log in while a script there tries 110 usernames, and does not tell which exist', async () => {
    const address = '192.0.2.200';
    await createStaff(t, admin, { username: 'kellnerin', password: PASSWORD, roles: ['WAITER'] });
    // Wrong passwords for real accounts do not spend the address's budget for unknown usernames.
    for (let i = 0; i < 5; i++) await login(t, 'kellnerin', 'wrong-password', address).expect(401);
    const names = Array.from({ length: 110 }, () => `sammler-${Math.random().toString(36).slice(2, 10)}`);
    const answers = await Promise.all(names.map((name) => login(t, name, 'wrong-password', address)));
    expect(answers.filter((res) => res.status === 401)).toHaveLength(100);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
    answers.filter((res) => res.status === 429).forEach(expectTooMany);

    await login(t, TEST_ADMIN.username, TEST_ADMIN.password, address).expect(200);
    await login(t, 'kellnerin', PASSWORD, address).expect(200);
    // Once the budget is used up, a wrong password for a real account answers as an unknown name does.
    const unknown = await login(t, 'gibt-es-nicht', 'wrong-password', address);
    const known = await login(t, 'kellnerin', 'wrong-password', address);
    expectTooMany(unknown);
    expectTooMany(known);
    await login(t, 'kellnerin', PASSWORD, address).expect(200);
    await login(t, 'gibt-es-nicht', 'wrong-password', '192.0.2.201').expect(401);
  });

  it('counts wrong current passwords of a password change with the failed logins of that account', async () => {
    const address = '192.0.2.77';
    const { userId } = await createStaff(t, admin, { username: 'neugierig', password: PASSWORD, roles: ['WAITER'] });
    const jwt = await loginAs(t, 'neugierig', PASSWORD);
    const change = (currentPassword: string) =>
      t.http
        .put(`/api/user/${userId}`)
        .set(bearer(jwt))
        .set('X-Forwarded-For', address)
        .send({ password: 'a-new-password', currentPassword });
    for (let i = 0; i < 5; i++) await login(t, 'neugierig', 'wrong-password', address).expect(401);
    for (let i = 0; i < 5; i++) await change(`guess-${i}`).expect(400);
    expectTooMany(await change(PASSWORD));
    expectTooMany(await login(t, 'neugierig', PASSWORD, address));
    await loginAs(t, 'neugierig', PASSWORD);
  });
});

// Without TRUST_PROXY (the default) nobody's X-Forwarded-For is believed: a phone on the restaurant's Wi-Fi
// cannot pose as many clients to escape the limits.
describe('client addresses without a trusted proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ignores forged X-Forwarded-For headers', async () => {
    for (let i = 0; i < 10; i++) await login(t, 'admin', 'wrong-password', `10.0.0.${i + 1}`).expect(401);
    expectTooMany(await login(t, 'admin', 'admin-test-password', '10.0.0.99'));
  });
});
