import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type GuestSessionInfo, startTableSession } from '../test/support/guest.js';
import { adminToken, bearer } from '../test/support/staff.js';
import { startTestApp, type TestApp } from '../test/support/test-app.js';
import { collectErrorAnswers, type ErrorAnswer, leakingAnswers, leaksIn } from './support/error-bodies.js';

/**
 * Every route of the running app, called with hostile path parameters, query strings and bodies by a caller
 * who passes its guards (ADMIN, or the session's own guest): each answer is a 4xx (or a success), never a
 * 5xx, and no error answer shows a stack trace, SQL, a driver message or a file path.
 */

interface Route {
  method: string;
  path: string;
}

// Ids that are not ids: too large for an integer column, negative, fractional, SQL, NUL, broken UTF-8, huge.
const HOSTILE_IDS = [
  '99999999999999999999',
  '2147483648',
  '-1',
  '1.5',
  '1e3',
  "1'%20OR%20'1'='1",
  '1%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
];

const HOSTILE_QUERIES = [
  'limit=-1&page=abc&offset=1e400',
  "sort=name;DROP%20TABLE%20users&order=sideways&status='",
  'from=2024-13-45&to=gestern&date=%00',
  'category=99999999999999999999&type=%27',
  'filter[__proto__][admin]=1&ids[]=a&ids[]=b',
];

// Raw JSON texts: wrong top-level types, extreme numbers, a NUL, a lone surrogate, duplicate keys.
const HOSTILE_BODIES = [
  '[]',
  'null',
  '"text"',
  '1e400',
  '{"id": 99999999999999999999, "quantity": 1e308, "price": -0}',
  '{"name": "x\\u0000y", "note": "\\ud800", "username": {"$ne": null}}',
  '{"a": 1, "a": 2, "menuItemId": "1 OR 1=1"}',
];

function concretePath(path: string, params: { id: string; sessionId: string }): string {
  return path
    .replace(/:sessionId/g, params.sessionId)
    .replace(/:(\w+)/g, params.id)
    .replace(/\*\w*/g, 'x');
}

describe('error answers: never a 5xx, never internals', () => {
  let t: TestApp;
  let errorAnswers: ErrorAnswer[];
  let routes: Route[];
  let admin: string;
  let guest: GuestSessionInfo;
  const serverErrors: string[] = [];

  /** Sends one request as whoever passes the route's guards and notes any 5xx. */
  async function probe(route: Route, url: string, body?: string): Promise<void> {
    const auth = route.path.startsWith('/api/sessions/:sessionId') ? bearer(guest.jwt) : bearer(admin);
    let request = t.http[route.method.toLowerCase() as 'get'](url).set(auth).timeout(15_000);
    if (body !== undefined) request = request.set('Content-Type', 'application/json').send(body);
    const res = await request;
    if (res.status >= 500)
      serverErrors.push(`${route.method} ${url.slice(0, 120)} ${body ?? ''} → ${res.status} ${res.text.slice(0, 200)}`);
  }

  beforeAll(async () => {
    t = await startTestApp();
    errorAnswers = collectErrorAnswers(t);
    admin = await adminToken(t);
    guest = await startTableSession(t, 3);
    const unique = new Map(
      t.routes
        .filter((r) => r.path.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method))
        .map((r) => [`${r.method} ${r.path}`, r]),
    );
    routes = [...unique.values()];
  });
  afterAll(() => t.close());

  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers hostile path parameters on every route with parameters without a 5xx', async () => {
    const withParams = routes.filter((route) => route.path.includes(':'));
    for (const route of withParams) {
      for (const id of HOSTILE_IDS) {
        await probe(route, concretePath(route.path, { id, sessionId: guest.sessionId }));
        if (route.path.includes(':sessionId')) await probe(route, concretePath(route.path, { id: '1', sessionId: id }));
      }
    }
    expect(serverErrors).toEqual([]);
  });

  it('answers hostile query strings on every GET route without a 5xx', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const query of HOSTILE_QUERIES)
        await probe(route, `${concretePath(route.path, { id: '1', sessionId: guest.sessionId })}?${query}`);
    }
    expect(serverErrors).toEqual([]);
  });

  it('answers hostile JSON bodies on every POST, PUT and PATCH route without a 5xx', async () => {
    for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const url = concretePath(route.path, { id: '1', sessionId: guest.sessionId });
      for (const body of HOSTILE_BODIES) await probe(route, url, body);
    }
    expect(serverErrors).toEqual([]);
  });

  it('recognises a leak when it sees one (so the check below can fail)', () => {
    expect(leaksIn('Error: boom\n    at Foo.bar (/work/app/server/src/x.ts:12:3)')).toEqual(
      expect.arrayContaining(['a stack frame', 'a source file position', 'a file path']),
    );
    expect(leaksIn('duplicate key value violates unique constraint "users_username_key"')).toEqual(['a database error text']);
    expect(leaksIn('{"message":"SELECT id FROM users WHERE x = $1"}')).toEqual(['an SQL statement']);
    expect(leaksIn('{"statusCode":400,"error":"Bad Request","message":"Ungültige Eingabe."}')).toEqual([]);
  });

  it('gave no error answer with a stack trace, SQL or a file path', () => {
    expect(errorAnswers.length).toBeGreaterThan(500);
    expect(leakingAnswers(errorAnswers)).toEqual([]);
  });
});
