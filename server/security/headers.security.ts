import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { ImageStore } from '../src/media/image-store.service.js';
import { securityHeaderValues } from '../src/http/security-headers.js';
import { adminToken, bearer, staffWithRoles } from '../test/support/staff.js';
import { startTestApp, type TestApp } from '../test/support/test-app.js';
import { collectErrorAnswers, type ErrorAnswer, leakingAnswers } from './support/error-bodies.js';
import { smallPng } from './support/hostile-images.js';

describe('security headers over plain HTTP and over https', () => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    plain = await startTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20:3000' } });
    secure = await startTestApp({ env: { PUBLIC_URL: 'https://tisch.example' } });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('sends neither HSTS nor upgrade-insecure-requests when the product is served over http', async () => {
    const res = await plain.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends both when PUBLIC_URL is https', async () => {
    const res = await secure.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

/** A minimal build of a web app, as `npm run build` lays it out (index.html, hashed assets, precompressed copies). */
function fakeBuild(root: string, name: string): string {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body></body></html>`);
  const script = `console.log('${name}')`.repeat(100);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('security headers on every kind of answer', () => {
  let t: TestApp;
  let errorAnswers: ErrorAnswer[];
  let root: string;
  let admin: string;
  let waiter: string;
  let mediaUrl: string;
  let expected: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tischlein-security-spa-'));
    t = await startTestApp({ config: { guestUiDist: fakeBuild(root, 'guest'), adminUiDist: fakeBuild(root, 'admin') } });
    errorAnswers = collectErrorAnswers(t);
    expected = securityHeaderValues(t.config);
    admin = await adminToken(t);
    waiter = (await staffWithRoles(t, admin, ['WAITER'])).jwt;
    mediaUrl = `/api/media/${(await t.app.get(ImageStore).store(await smallPng())).id}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('knows which headers to expect (content security policy, nosniff, frame and referrer policy)', () => {
    expect(expected).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
  });

  /** The answer's status is the expected one and it carries every security header with helmet's value. */
  function expectHardened(res: Response, status: number): void {
    expect(res.status).toBe(status);
    const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
    expect(sent).toEqual(expected);
  }

  const etagOf = async (url: string) => {
    const etag = (await t.http.get(url).expect(200)).headers.etag;
    expect(etag).toBeTruthy();
    return etag;
  };

  const answers: Array<[string, () => Promise<[Response, number]>]> = [
    ['API JSON', async () => [await t.http.get('/api/menu/types'), 200]],
    ['API JSON, compressed', async () => [await t.http.get('/api/menu/items').set('Accept-Encoding', 'br'), 200]],
    ['API JSON as staff', async () => [await t.http.get('/api/admin/orders').set(bearer(admin)), 200]],
    ['a 400 (bad body)', async () => [await t.http.post('/api/auth').send({}), 400]],
    ['a 400 (unreadable JSON)', async () => [await t.http.post('/api/auth').set('Content-Type', 'application/json').send('{"a":'), 400]],
    ['a 401', async () => [await t.http.get('/api/admin/orders'), 401]],
    ['a 403', async () => [await t.http.get('/api/admin/metrics').set(bearer(waiter)), 403]],
    ['a 404 of the API', async () => [await t.http.get('/api/nothing-here'), 404]],
    ['a 404 outside the API', async () => [await t.http.get('/nothing-here'), 404]],
    [
      'a 413',
      async () => [
        await t.http
          .post('/api/auth')
          .set('Content-Type', 'application/json')
          .send(`{"a":"${'x'.repeat(200_000)}"}`),
        413,
      ],
    ],
    ['a 415 (form post)', async () => [await t.http.post('/api/auth').type('form').send('username=a&password=b'), 415]],
    ['a 304 of the API', async () => [await t.http.get('/api/menu/types').set('If-None-Match', await etagOf('/api/menu/types')), 304]],
    ['media', async () => [await t.http.get(mediaUrl), 200]],
    ['a 304 of media', async () => [await t.http.get(mediaUrl).set('If-None-Match', await etagOf(mediaUrl)), 304]],
    ['the redirect from /', async () => [await t.http.get('/'), 302]],
    ['the guest app index.html', async () => [await t.http.get('/order/start'), 200]],
    ['a 304 of index.html', async () => [await t.http.get('/order/start').set('If-None-Match', await etagOf('/order/start')), 304]],
    ['the back office index.html', async () => [await t.http.get('/login'), 200]],
    ['a static file of the guest app', async () => [await t.http.get('/order/assets/app-1234.js'), 200]],
    ['a precompressed static file', async () => [await t.http.get('/order/assets/app-1234.js').set('Accept-Encoding', 'br'), 200]],
    ['a static file of the back office', async () => [await t.http.get('/admin/favicon.svg'), 200]],
    ['the API docs page', async () => [await t.http.get('/api/docs'), 200]],
    ['the API docs JSON', async () => [await t.http.get('/api/docs/json'), 200]],
    ['a HEAD request', async () => [await t.http.head('/api/health'), 200]],
    ['an OPTIONS request', async () => [await t.http.options('/api/health'), 404]],
  ];

  it.each(answers)('on %s', async (_kind, answer) => {
    const [res, status] = await answer();
    expectHardened(res, status);
  });

  it('keeps every answer to a token out of caches (no-store), staff and guests alike, refusals too', async () => {
    const guest = (await t.http.post('/api/sessions/start/takeaway').expect(201)).body as { sessionId: string; jwt: string };
    const answers = [
      await t.http.get('/api/admin/orders').set(bearer(admin)).expect(200),
      await t.http.get('/api/auth').set(bearer(waiter)).expect(200),
      await t.http.get('/api/admin/metrics').set(bearer(waiter)).expect(403),
      await t.http.get(`/api/sessions/${guest.sessionId}/basket`).set(bearer(guest.jwt)).expect(200),
      await t.http.get('/api/admin/orders').set(bearer('not-a-token')).expect(401),
    ];
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(Array(answers.length).fill('no-store'));
    // The open menu stays cacheable.
    expect((await t.http.get('/api/menu/types').expect(200)).headers['cache-control']).not.toBe('no-store');
  });

  it('gave no error answer with a stack trace, SQL or a file path', () => {
    expect(errorAnswers.length).toBeGreaterThanOrEqual(8);
    expect(leakingAnswers(errorAnswers)).toEqual([]);
  });
});

describe('the API docs with API_DOCS=false', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tischlein-security-docs-'));
    // With both web apps mounted, as in production: their fallbacks must not answer for the docs either.
    const config = { guestUiDist: fakeBuild(root, 'guest'), adminUiDist: fakeBuild(root, 'admin') };
    t = await startTestApp({ env: { API_DOCS: 'false' }, config });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for the docs page and the document, and the API still works', async () => {
    await t.http.get('/api/docs').expect(404);
    await t.http.get('/api/docs/json').expect(404);
    await t.http.get('/api/menu/types').expect(200);
  });
});
