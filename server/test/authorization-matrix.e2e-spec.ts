import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { Role } from '../src/users/user.entity.js';
import { startTakeawaySession } from './support/guest.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app.js';

/**
 * Every staff route of the RUNNING app (read from Express' router, so a new route is covered the
 * moment it exists) is tried with each kind of bad token, with WAITER and KITCHEN, and with ADMIN.
 */

interface Route {
  method: string;
  path: string;
}

const key = (route: Route) => `${route.method} ${route.path}`;

// Routes a WAITER or KITCHEN account may use; anything else in the staff scope must answer them 403.
// When a route is opened to them on purpose (e.g. the kitchen board's GET /api/admin/orders and
// POST …/approve, …/complete), add it here: this list is the reviewed record of who may do what.
// (GET/PUT /api/user/:id for one's own id are checked separately below.)
const NON_ADMIN_ALLOWED: Record<string, Role[]> = {
  'GET /api/auth': ['WAITER', 'KITCHEN'],
  'GET /api/roles': ['WAITER', 'KITCHEN'],
  // The kitchen screen: open orders, their details, approve and complete.
  'GET /api/admin/orders': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/summary': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/open-count': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id/events': ['WAITER', 'KITCHEN'],
  'POST /api/admin/orders/:id/approve': ['WAITER', 'KITCHEN'],
  'POST /api/admin/orders/:id/complete': ['WAITER', 'KITCHEN'],
};

// Routes anyone may call without a token. A route in none of the groups fails the last test.
const PUBLIC = [
  /^GET \/api\/health$/,
  /^GET \/api\/docs/,
  /^GET \/api\/menu\//,
  /^GET \/api\/addings$/,
  /^GET \/api\/media\/:\w+$/,
  /^GET \/api\/app-metadata/,
  /^POST \/api\/sessions\/start\//,
  /^POST \/api\/auth(\/register)?$/,
];

function isStaffScope({ method, path }: Route): boolean {
  return (
    path.startsWith('/api/admin/') ||
    /^\/api\/user(\/|$)/.test(path) ||
    path === '/api/roles' ||
    (method === 'GET' && path === '/api/auth') ||
    (method !== 'GET' && /^\/api\/app-metadata(\/|$)/.test(path))
  );
}

const isGuestSessionRoute = (route: Route) => /^\/api\/sessions\/:sessionId(\/|$)/.test(route.path);
const isPublic = (route: Route) => PUBLIC.some((pattern) => pattern.test(key(route)));

function appRoutes(t: TestApp): Route[] {
  const unique = new Map(
    t.routes.filter((r) => r.path.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method)).map((r) => [key(r), r]),
  );
  return [...unique.values()];
}

const SOME_UUID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

/** A concrete URL: :id-like params become `id`, uuid-like ones a uuid; optional parts are dropped. */
function concretePath(path: string, id: number | string = 1): string {
  return path
    .replace(/\{[^}]*\}/g, '')
    .replace(/:(\w+)/g, (_m, name: string) => (/session|uuid|media/i.test(name) ? SOME_UUID : String(id)))
    .replace(/\*\w*/g, 'x');
}

function call(t: TestApp, route: Route, headers: Record<string, string>, id?: number) {
  const request = t.http[route.method.toLowerCase() as 'get'](concretePath(route.path, id)).set(headers).timeout(15_000);
  return ['POST', 'PUT', 'PATCH'].includes(route.method) ? request.send({}) : request;
}

/** Calls every route; answers the ones whose status fails `ok`, for one readable failure message. */
async function offenders(t: TestApp, routes: Route[], headers: Record<string, string>, ok: (status: number) => boolean, id?: number) {
  const wrong: string[] = [];
  for (const route of routes) {
    const res = await call(t, route, headers, id);
    if (!ok(res.status)) wrong.push(`${key(route)} → ${res.status} ${res.body?.message ?? ''}`);
  }
  return wrong;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(payload: object, secret = TEST_JWT_SECRET, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const data = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  return `${data}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(data)
    .digest('base64url')}`;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: Route[];
  let staffRoutes: Route[];
  let admin: string;
  let adminId: number;
  let adminClaims: Record<string, unknown>;
  const tokens: Partial<Record<Role, { jwt: string; userId: number }>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    routes = appRoutes(t);
    staffRoutes = routes.filter(isStaffScope);
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/auth').set(bearer(admin))).body.userID;
    const [{ token_version: tv }] = await t.app.get(DataSource).query('SELECT token_version FROM users WHERE id = $1', [adminId]);
    const now = Math.floor(Date.now() / 1000);
    adminClaims = { sub: String(adminId), username: 'admin', roles: ['ADMIN'], tv, aud: 'tischlein-staff', iat: now, exp: now + 600 };
    for (const role of ['WAITER', 'KITCHEN'] as const) tokens[role] = await staffWithRoles(t, admin, [role]);
  });
  afterAll(() => t.close());

  it('finds the staff routes of the running app', () => {
    const found = staffRoutes.map(key);
    expect(found).toEqual(
      expect.arrayContaining(['GET /api/auth', 'GET /api/roles', 'GET /api/user', 'PUT /api/user/:id', 'DELETE /api/user/:id']),
    );
    expect(found.some((k) => k.includes('/api/admin/'))).toBe(true);
  });

  it('would notice an unprotected route (the harness reports a public route as an offender)', async () => {
    const health = routes.filter((route) => key(route) === 'GET /api/health');
    expect(await offenders(t, health, {}, (status) => status === 401)).toEqual(['GET /api/health → 200 ']);
  });

  it('accepts a token built by this test with the right key (so the refusals below are meaningful)', async () => {
    await t.http
      .get('/api/user')
      .set(bearer(signJwt(adminClaims)))
      .expect(200);
  });

  const badTokens: Array<[string, (ctx: { waiter: string }) => Promise<string> | string]> = [
    ['no token', () => ''],
    ['a guest session token', async () => (await startTakeawaySession(t)).jwt],
    ['an alg "none" token', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.`],
    ['a token signed with the wrong key', () => signJwt(adminClaims, 'wrong-secret-wrong-secret-wrong-secret-0000')],
    ['an HS512 token (algorithm pinned to HS256)', () => signJwt(adminClaims, TEST_JWT_SECRET, 'HS512')],
    ['an expired token', () => signJwt({ ...adminClaims, iat: 1_700_000_000, exp: 1_700_000_600 })],
    ['a token of another audience', () => signJwt({ ...adminClaims, aud: 'tischlein-session' })],
    ['a token from before a password change', () => signJwt({ ...adminClaims, tv: Number(adminClaims.tv) - 1 })],
    [
      'a WAITER token whose payload was changed to ADMIN',
      ({ waiter }) => {
        const [header, payload, signature] = waiter.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return `${header}.${b64({ ...claims, roles: ['ADMIN'], sub: String(adminId) })}.${signature}`;
      },
    ],
  ];

  it.each(badTokens)('refuses %s with 401 on every staff route', async (_name, makeToken) => {
    const token = await makeToken({ waiter: tokens.WAITER!.jwt });
    const headers: Record<string, string> = token ? bearer(token) : {};
    expect(await offenders(t, staffRoutes, headers, (status) => status === 401, adminId)).toEqual([]);
  });

  it.each(['WAITER', 'KITCHEN'] as const)('answers %s 403 on ADMIN-only routes and lets it use its allowed ones', async (role) => {
    const headers = bearer(tokens[role]!.jwt);
    const adminOnly = staffRoutes.filter((route) => !NON_ADMIN_ALLOWED[key(route)]?.includes(role));
    const allowed = staffRoutes.filter((route) => NON_ADMIN_ALLOWED[key(route)]?.includes(role));
    expect(await offenders(t, adminOnly, headers, (status) => status === 403, adminId)).toEqual([]);
    expect(await offenders(t, allowed, headers, (status) => status !== 401 && status !== 403, adminId)).toEqual([]);
  });

  it.each(['WAITER', 'KITCHEN'] as const)('lets %s read its own account and change its own password', async (role) => {
    const { jwt, userId } = tokens[role]!;
    await t.http.get(`/api/user/${userId}`).set(bearer(jwt)).expect(200);
    const res = await t.http.put(`/api/user/${userId}`).set(bearer(jwt)).send({ password: 'own-new-password' }).expect(200);
    tokens[role]!.jwt = res.body.jwt;
    await t.http
      .put(`/api/user/${userId}`)
      .set(bearer(res.body.jwt))
      .send({ roles: ['ADMIN'] })
      .expect(403);
  });

  it('refuses staff tokens on guest session routes with 401', async () => {
    const guestRoutes = routes.filter(isGuestSessionRoute);
    expect(guestRoutes.length).toBeGreaterThan(0);
    for (const jwt of [admin, tokens.WAITER!.jwt, tokens.KITCHEN!.jwt]) {
      expect(await offenders(t, guestRoutes, bearer(jwt), (status) => status === 401)).toEqual([]);
    }
  });

  it('lets ADMIN past authorization on every staff route', async () => {
    expect(await offenders(t, staffRoutes, bearer(admin), (status) => status !== 401 && status !== 403, adminId)).toEqual([]);
  });

  it('has no /api route outside the public, guest-session and staff groups', () => {
    const unclassified = routes.filter((route) => !isStaffScope(route) && !isGuestSessionRoute(route) && !isPublic(route)).map(key);
    expect(unclassified).toEqual([]);
  });
});
