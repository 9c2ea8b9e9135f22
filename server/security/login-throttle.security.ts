import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, createStaff } from '../test/support/staff.js';
import { startTestApp, type TestApp } from '../test/support/test-app.js';

const PASSWORD = 'a-good-password';
const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Anmeldeversuche. Bitte später erneut versuchen.' };

function login(t: TestApp, username: string, password: string, address?: string) {
  const req = t.http.post('/api/auth');
  if (address) req.set('X-Forwarded-For', address);
  return req.send({ username, password });
}

// Behind a trusted proxy (loopback here), so each test can act from addresses of its own.
describe('login throttling per (username, address) and per address', () => {
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
    const locked = await login(t, 'ziel', PASSWORD, '203.0.113.1').expect(429);
    expect(locked.body).toEqual(TOO_MANY);
    // "Ziel" is the same account for the counter.
    await login(t, 'ZIEL', PASSWORD, '203.0.113.1').expect(429);
  });

  it('never locks out another client: the right password from another address works', async () => {
    await createStaff(t, admin, { username: 'opfer', password: PASSWORD, roles: ['WAITER'] });
    for (let i = 0; i < 12; i++) await login(t, 'opfer', 'wrong-password', '198.51.100.66');
    await login(t, 'opfer', PASSWORD, '198.51.100.66').expect(429);
    await login(t, 'opfer', PASSWORD, '198.51.100.67').expect(200);
    await login(t, 'admin', 'admin-test-password', '198.51.100.68').expect(200);
  });

  it('counts only failures: a successful login gives its attempt back', async () => {
    await createStaff(t, admin, { username: 'vergesslich', password: PASSWORD, roles: ['WAITER'] });
    const address = '192.0.2.10';
    for (let i = 0; i < 9; i++) await login(t, 'vergesslich', 'wrong-password', address).expect(401);
    await login(t, 'vergesslich', PASSWORD, address).expect(200);
    await login(t, 'vergesslich', 'wrong-password', address).expect(401);
    await login(t, 'vergesslich', PASSWORD, address).expect(429);
  });

  it('locks out an address that tries 100 usernames, for every username, but no other address', async () => {
    const address = '192.0.2.200';
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t, `sammler${i}`, 'wrong-password', address)));
    expect(answers.every((res) => res.status === 401)).toBe(true);
    await login(t, 'admin', 'admin-test-password', address).expect(429);
    await login(t, 'admin', 'admin-test-password', '192.0.2.201').expect(200);
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
    await login(t, 'admin', 'admin-test-password', '10.0.0.99').expect(429);
  });
});
