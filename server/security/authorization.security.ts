import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { Role } from '../src/users/user.entity.js';
import { type GuestSessionInfo, startTakeawaySession } from '../test/support/guest.js';
import { connectLive, listen, refusal } from '../test/support/live-socket.js';
import { adminToken, bearer, staffWithRoles } from '../test/support/staff.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/support/test-app.js';
import { collectErrorAnswers, type ErrorAnswer, leakingAnswers } from './support/error-bodies.js';

/**
 * Every route of the RUNNING app (read from fastify's onRoute hook, so a new route is covered the moment
 * it exists) is called as every kind of caller: no token, a guest, another guest, KITCHEN, WAITER, ADMIN,
 * and with forged or stale tokens. A route that fits none of the groups below fails the last test.
 */

interface Route {
  method: string;
  path: string;
}

const key = (route: Route) => `${route.method} ${route.path}`;

// Routes a WAITER or KITCHEN account may use; anything else in the staff scope must answer them 403.
// When a route is opened to them on purpose, add it here: this list is the reviewed record of who may do what.
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
  // The station screens (issue 35): which stations there are, each line's state there, calling the next course.
  'GET /api/admin/stations': ['WAITER', 'KITCHEN'],
  'GET /api/admin/stations/:stationId': ['WAITER', 'KITCHEN'],
  'POST /api/admin/orders/:id/preparation': ['WAITER', 'KITCHEN'],
  'POST /api/admin/orders/:id/fire': ['WAITER', 'KITCHEN'],
  'PUT /api/admin/orders/:id/items/:itemId': ['WAITER', 'KITCHEN'],
  // Whoever collects the money records the payment and hands over its invoice (issue 30).
  'POST /api/admin/orders/:id/pay': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id/payment': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id/invoice': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id/invoices': ['WAITER', 'KITCHEN'],
  'GET /api/admin/orders/:id/invoices/:invoiceNumber': ['WAITER', 'KITCHEN'],
  // A business guest's invoice (issue 32): whoever takes the order or collects the payment names its recipient.
  'PUT /api/admin/orders/:id/invoice-recipient': ['WAITER', 'KITCHEN'],
  'DELETE /api/admin/orders/:id/invoice-recipient': ['WAITER', 'KITCHEN'],
  // Guests' service calls on the waiter view and the kitchen screen: the open ones, and "Kommt gleich".
  'GET /api/admin/service-calls': ['WAITER', 'KITCHEN'],
  'POST /api/admin/service-calls/:id/acknowledge': ['WAITER', 'KITCHEN'],
  // The table's bill: open tables, a table's open lines, paying parts with their invoices, moving and merging, freeing.
  'GET /api/admin/bills': ['WAITER', 'KITCHEN'],
  'GET /api/admin/bills/:tableId': ['WAITER', 'KITCHEN'],
  'POST /api/admin/bills/:tableId/payments': ['WAITER', 'KITCHEN'],
  'POST /api/admin/bills/:tableId/merge': ['WAITER', 'KITCHEN'],
  'POST /api/admin/bills/:tableId/free': ['WAITER', 'KITCHEN'],
  'POST /api/admin/orders/:id/move': ['WAITER', 'KITCHEN'],
  'GET /api/admin/invoices/:invoiceNumber': ['WAITER', 'KITCHEN'],
  // Staff order entry: the tables to take an order at, and a guest session opened there in the staff member's name.
  'GET /api/admin/staff-session/tables': ['WAITER', 'KITCHEN'],
  'POST /api/admin/tables/:tableId/staff-session': ['WAITER', 'KITCHEN'],
  // Kitchen printers (issue 35): the station screens' banner for a failing printer, the bons sent, and a reprint.
  'GET /api/admin/printers': ['WAITER', 'KITCHEN'],
  'GET /api/admin/print-jobs': ['WAITER', 'KITCHEN'],
  'POST /api/admin/print-jobs/:id/reprint': ['WAITER', 'KITCHEN'],
};

// Routes anyone may call without a token: the open API and the two web apps' pages and files.
const PUBLIC = [
  /^GET \/api\/health$/,
  /^GET \/api\/docs/,
  /^GET \/api\/product-docs\/:name$/,
  /^GET \/api\/menu\//,
  /^GET \/api\/addings$/,
  /^GET \/api\/media\/:\w+$/,
  /^GET \/api\/app-metadata(\/support|\/provider)?$/,
  /^POST \/api\/sessions\/start\//,
  /^POST \/api\/auth$/,
  /^GET \/(?!api\/)/,
];

function isStaffScope({ method, path }: Route): boolean {
  return (
    path.startsWith('/api/admin/') ||
    /^\/api\/user(\/|$)/.test(path) ||
    path === '/api/roles' ||
    (method === 'GET' && path === '/api/auth') ||
    // Open while no account exists (first start); afterwards ADMIN only.
    (method === 'POST' && path === '/api/auth/register') ||
    (method !== 'GET' && /^\/api\/app-metadata(\/|$)/.test(path))
  );
}

const isGuestSessionRoute = (route: Route) => /^\/api\/sessions\/:sessionId(\/|$)/.test(route.path);
const isPublic = (route: Route) => PUBLIC.some((pattern) => pattern.test(key(route)));

function appRoutes(t: TestApp): Route[] {
  const unique = new Map(t.routes.filter((r) => !['HEAD', 'OPTIONS'].includes(r.method)).map((r) => [key(r), r]));
  return [...unique.values()];
}

const SOME_UUID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

/** A concrete URL: `:sessionId` becomes the given session, other uuid-like params a uuid, ids `id`; wildcards `x`. */
function concretePath(path: string, ids: { id: number; sessionId: string }): string {
  return path
    .replace(/\{[^}]*\}/g, '')
    .replace(/:(\w+)/g, (_m, name: string) =>
      name === 'sessionId'
        ? ids.sessionId
        : /uuid|media/i.test(name) || (name === 'id' && path.startsWith('/api/media/'))
          ? SOME_UUID
          : String(ids.id),
    )
    .replace(/\*\w*/g, 'x');
}

interface Caller {
  headers: Record<string, string>;
  /** The session whose id goes into /api/sessions/:sessionId/… paths. */
  sessionId: string;
  /** The id for every other `:id`-like param (the admin's own id keeps /api/user/:id meaningful). */
  id: number;
}

// Bodies that pass validation where the route decides who may call it only after validating (register
// checks for existing accounts in its service): otherwise an empty body would answer 400 before anyone is refused.
const VALID_BODIES: Record<string, () => object> = {
  'POST /api/auth/register': () => ({ username: `neu-${Math.random().toString(36).slice(2, 10)}`, password: 'a-good-password' }),
};

function call(t: TestApp, route: Route, caller: Caller) {
  const url = concretePath(route.path, caller);
  const request = t.http[route.method.toLowerCase() as 'get'](url).set(caller.headers).timeout(15_000);
  if (!['POST', 'PUT', 'PATCH'].includes(route.method)) return request;
  return request.send(VALID_BODIES[key(route)]?.() ?? {});
}

/** Calls every route; answers the ones whose status fails `ok`, for one readable failure message. */
async function offenders(t: TestApp, routes: Route[], caller: Caller, ok: (status: number) => boolean): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    const res = await call(t, route, caller);
    if (!ok(res.status)) wrong.push(`${key(route)} → ${res.status} ${res.body?.message ?? ''}`);
  }
  return wrong;
}

const passes = (status: number) => status !== 401 && status !== 403;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(payload: object, secret = TEST_JWT_SECRET, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const data = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  return `${data}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(data)
    .digest('base64url')}`;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let errorAnswers: ErrorAnswer[];
  let routes: Route[];
  let staffRoutes: Route[];
  let guestRoutes: Route[];
  let publicRoutes: Route[];
  let admin: string;
  let adminId: number;
  let adminClaims: Record<string, unknown>;
  let guest: GuestSessionInfo;
  let otherGuest: GuestSessionInfo;
  const tokens: Partial<Record<Role, { jwt: string; userId: number; password: string }>> = {};

  /** A caller with the given token, aiming at the first guest's session and the admin's id. */
  const as = (jwt: string | null): Caller => ({ headers: jwt ? bearer(jwt) : {}, sessionId: guest.sessionId, id: adminId });

  beforeAll(async () => {
    t = await startTestApp();
    errorAnswers = collectErrorAnswers(t);
    routes = appRoutes(t);
    staffRoutes = routes.filter(isStaffScope);
    guestRoutes = routes.filter(isGuestSessionRoute);
    publicRoutes = routes.filter((route) => isPublic(route) && !isStaffScope(route));
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/auth').set(bearer(admin))).body.userID;
    const [{ token_version: tv }] = await t.app.get(DataSource).query('SELECT token_version FROM users WHERE id = $1', [adminId]);
    const now = Math.floor(Date.now() / 1000);
    adminClaims = { sub: String(adminId), username: 'admin', roles: ['ADMIN'], tv, aud: 'tischlein-staff', iat: now, exp: now + 600 };
    for (const role of ['WAITER', 'KITCHEN'] as const) tokens[role] = await staffWithRoles(t, admin, [role]);
    // Takeaway sessions: ADMIN's sweep below deletes table 1 (an id the paths use), which would end a table session.
    guest = await startTakeawaySession(t);
    otherGuest = await startTakeawaySession(t);
  });
  afterAll(() => t.close());

  it('finds the routes of the running app in every group', () => {
    expect(staffRoutes.map(key)).toEqual(
      expect.arrayContaining(['GET /api/auth', 'GET /api/roles', 'GET /api/user', 'PUT /api/user/:id', 'DELETE /api/user/:id']),
    );
    expect(staffRoutes.some((route) => route.path.startsWith('/api/admin/'))).toBe(true);
    expect(guestRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/sessions/:sessionId/basket',
        'POST /api/sessions/:sessionId/basket/items',
        'POST /api/sessions/:sessionId/checkout',
        'GET /api/sessions/:sessionId/orders/:orderId',
        'PATCH /api/sessions/:sessionId',
        'POST /api/sessions/:sessionId/service-calls',
      ]),
    );
    expect(publicRoutes.map(key)).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/auth', 'GET /api/menu/items']));
  });

  it('has no route outside the public, guest-session and staff groups', () => {
    const unclassified = routes.filter((route) => !isStaffScope(route) && !isGuestSessionRoute(route) && !isPublic(route)).map(key);
    expect(unclassified).toEqual([]);
  });

  it('would notice an unprotected route (the harness reports a public route as an offender)', async () => {
    const health = routes.filter((route) => key(route) === 'GET /api/health');
    expect(await offenders(t, health, as(null), (status) => status === 401)).toEqual(['GET /api/health → 200 ']);
  });

  it('accepts a token built by this test with the right key (so the refusals below are meaningful)', async () => {
    await t.http
      .get('/api/user')
      .set(bearer(signJwt(adminClaims)))
      .expect(200);
  });

  describe('every caller on every route', () => {
    it('no token: public routes open, guest-session and staff routes 401', async () => {
      expect(await offenders(t, publicRoutes, as(null), passes)).toEqual([]);
      expect(await offenders(t, [...guestRoutes, ...staffRoutes], as(null), (status) => status === 401)).toEqual([]);
    });

    it('a guest: public routes and its own session routes open, staff routes 401', async () => {
      expect(await offenders(t, [...publicRoutes, ...guestRoutes], as(guest.jwt), passes)).toEqual([]);
      expect(await offenders(t, staffRoutes, as(guest.jwt), (status) => status === 401)).toEqual([]);
    });

    it("another guest: 403 on the first guest's basket, checkout, orders and session", async () => {
      expect(await offenders(t, guestRoutes, as(otherGuest.jwt), (status) => status === 403)).toEqual([]);
      expect(await offenders(t, staffRoutes, as(otherGuest.jwt), (status) => status === 401)).toEqual([]);
    });

    it.each(['WAITER', 'KITCHEN'] as const)('%s: public and allowed routes open, ADMIN-only routes 403, guest routes 401', async (role) => {
      const caller = as(tokens[role]!.jwt);
      const adminOnly = staffRoutes.filter((route) => !NON_ADMIN_ALLOWED[key(route)]?.includes(role));
      const allowed = staffRoutes.filter((route) => NON_ADMIN_ALLOWED[key(route)]?.includes(role));
      expect(await offenders(t, adminOnly, caller, (status) => status === 403)).toEqual([]);
      expect(await offenders(t, [...publicRoutes, ...allowed], caller, passes)).toEqual([]);
      expect(await offenders(t, guestRoutes, caller, (status) => status === 401)).toEqual([]);
    });

    it('ADMIN: public and staff routes open, guest routes 401', async () => {
      expect(await offenders(t, [...publicRoutes, ...staffRoutes], as(admin), passes)).toEqual([]);
      expect(await offenders(t, guestRoutes, as(admin), (status) => status === 401)).toEqual([]);
    });

    it("the guest's own session still works after all that (the refusals were not a dead session)", async () => {
      const res = await t.http.get(`/api/sessions/${guest.sessionId}/basket`).set(bearer(guest.jwt)).expect(200);
      expect(res.body).toBeDefined();
    });
  });

  const badTokens: Array<[string, (ctx: { waiter: string; guest: string }) => string]> = [
    ['an alg "none" token', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims)}.`],
    ['a token signed with the wrong key', () => signJwt(adminClaims, 'wrong-secret-wrong-secret-wrong-secret-0000')],
    ['an HS512 token (algorithm pinned to HS256)', () => signJwt(adminClaims, TEST_JWT_SECRET, 'HS512')],
    ['an expired token', () => signJwt({ ...adminClaims, iat: 1_700_000_000, exp: 1_700_000_600 })],
    ['a token without an expiry', () => signJwt({ ...adminClaims, exp: undefined })],
    ['a token of another audience', () => signJwt({ ...adminClaims, aud: 'tischlein-session' })],
    ['a token from before a password change', () => signJwt({ ...adminClaims, tv: Number(adminClaims.tv) - 1 })],
    ['a guest session token', ({ guest: jwt }) => jwt],
    ['garbage', () => 'not.a.jwt'],
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
    const token = makeToken({ waiter: tokens.WAITER!.jwt, guest: guest.jwt });
    expect(await offenders(t, staffRoutes, as(token), (status) => status === 401)).toEqual([]);
  });

  const forgedGuestTokens: Array<[string, () => string]> = [
    ['an alg "none" token', () => `${b64({ alg: 'none', typ: 'JWT' })}.${guest.jwt.split('.')[1]}.`],
    ['a token signed with the wrong key', () => signJwt(guestClaims(), 'wrong-secret-wrong-secret-wrong-secret-0000')],
    ['an expired token', () => signJwt({ ...guestClaims(), iat: 1_700_000_000, exp: 1_700_000_600 })],
    ['a token without an expiry', () => signJwt({ ...guestClaims(), exp: undefined })],
    [
      "another guest's token whose subject was changed to the first guest",
      () => {
        const [header, , signature] = otherGuest.jwt.split('.');
        return `${header}.${b64({ ...claimsOf(otherGuest.jwt), sub: guest.sessionId })}.${signature}`;
      },
    ],
  ];

  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  const guestClaims = () => claimsOf(guest.jwt) as Record<string, unknown>;

  it('accepts a guest token built by this test with the right key (so the refusals below are meaningful)', async () => {
    await t.http
      .get(`/api/sessions/${guest.sessionId}/basket`)
      .set(bearer(signJwt(guestClaims())))
      .expect(200);
  });

  it.each(forgedGuestTokens)('refuses %s with 401 on every guest-session route', async (_name, makeToken) => {
    expect(await offenders(t, guestRoutes, as(makeToken()), (status) => status === 401)).toEqual([]);
  });

  it('refuses live connections with tokens without an expiry, and accepts them with one', async () => {
    const url = await listen(t);
    for (const claims of [adminClaims, guestClaims()]) {
      expect((await refusal(url, { token: signJwt({ ...claims, exp: undefined }) })).message).toBe(
        'Nicht angemeldet oder Sitzung abgelaufen.',
      );
      (await connectLive(url, { token: signJwt(claims) })).close();
    }
  });

  it.each(['WAITER', 'KITCHEN'] as const)('lets %s read its own account and change its own password, not its roles', async (role) => {
    const { jwt, userId, password } = tokens[role]!;
    await t.http.get(`/api/user/${userId}`).set(bearer(jwt)).expect(200);
    const res = await t.http
      .put(`/api/user/${userId}`)
      .set(bearer(jwt))
      .send({ password: 'own-new-password', currentPassword: password })
      .expect(200);
    tokens[role]!.jwt = res.body.jwt;
    await t.http
      .put(`/api/user/${userId}`)
      .set(bearer(res.body.jwt))
      .send({ roles: ['ADMIN'] })
      .expect(403);
    const [{ roles }] = await t.app.get(DataSource).query('SELECT roles FROM users WHERE id = $1', [userId]);
    expect(roles).toEqual([role]);
  });

  it('gave no error answer with a stack trace, SQL or a file path', () => {
    expect(errorAnswers.length).toBeGreaterThan(500);
    expect(leakingAnswers(errorAnswers)).toEqual([]);
  });
});
