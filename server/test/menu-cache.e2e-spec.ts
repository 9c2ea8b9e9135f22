import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asGuest, startTableSession } from './support/guest.js';
import { listen, waitUntil } from './support/live-socket.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp, usingPostgres } from './support/test-app.js';

/** The raw bytes of an answer as they travel (supertest and fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: { get(name: string): string | null }; bytes: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const header = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        };
        resolve({ status: res.statusCode ?? 0, headers: { get: header }, bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

describe('the guest menu answered from memory', () => {
  let t: TestApp;
  let url: string;
  let auth: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    auth = bearer(await adminToken(t));
    categoryId = (await t.http.get('/api/menu/categories?type=FOOD').expect(200)).body[0].categoryId;
  });
  afterAll(() => t.close());

  it('tags menu pages with an ETag and answers 304 when the guest has them', async () => {
    for (const path of ['/api/menu/types', '/api/menu/categories?type=FOOD', `/api/menu/items?category=${categoryId}`]) {
      const first = await t.http.get(path).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await t.http.get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text ?? '').toBe('');
      await t.http.get(path).set('If-None-Match', '"something-else"').expect(200);
    }
  });

  it('sends the same items brotli-, gzip- or un-compressed, as the client accepts', async () => {
    const path = `${url}/api/menu/items?category=${categoryId}`;
    const plain = await rawGet(path, { 'Accept-Encoding': 'identity' });
    const br = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const items = JSON.parse(plain.bytes.toString('utf8'));
    expect(items.length).toBeGreaterThan(0);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(items);
    expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8'))).toEqual(items);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('shows a product change to the next reader at once', async () => {
    const path = `/api/menu/items?category=${categoryId}`;
    const ids = (res: { body: Array<{ menuItemId: number }> }) => res.body.map((i) => i.menuItemId);
    const before = await t.http.get(path).expect(200);
    const [item] = ids(before);
    const setAvailable = (available: boolean) =>
      t.http.patch(`/api/admin/menu/items/${item}/availability`).set(auth).send({ available }).expect(200);
    await setAvailable(false);
    const without = await t.http.get(path).expect(200);
    expect(ids(without)).not.toContain(item);
    expect(without.headers.etag).not.toBe(before.headers.etag);
    await t.http.get(path).set('If-None-Match', before.headers.etag).expect(200);
    await setAvailable(true);
    const again = await t.http.get(path).expect(200);
    expect(ids(again)).toContain(item);
  });

  it('prices baskets with the back office’s changes at once (items and extras are held in memory too)', async () => {
    const [item] = (await t.http.get(`/api/menu/items?category=${categoryId}`).expect(200)).body as Array<{ menuItemId: number }>;
    const [extra] = (await t.http.get(`/api/addings?menuItemId=${item.menuItemId}`).expect(200)).body as Array<{ addingId: number }>;
    const guest = asGuest(t, await startTableSession(t));
    const first = (await guest.add({ menuItemId: item.menuItemId, quantity: 1, addingIds: [extra.addingId] }).expect(201)).body;
    const { addingId, ...input } = (await t.http.get(`/api/admin/addings/${extra.addingId}`).set(auth).expect(200)).body;
    expect(addingId).toBe(extra.addingId);
    await t.http
      .put(`/api/admin/addings/${extra.addingId}`)
      .set(auth)
      .send({ ...input, price: input.price + 1 })
      .expect(200);
    const repriced = (await guest.basket().expect(200)).body;
    expect(repriced.totalPrice).toBeCloseTo(first.totalPrice + 1, 2);
    const setAvailable = (available: boolean) =>
      t.http.patch(`/api/admin/menu/items/${item.menuItemId}/availability`).set(auth).send({ available }).expect(200);
    await setAvailable(false);
    try {
      await guest.add({ menuItemId: item.menuItemId }).expect(409);
      expect((await guest.basket().expect(200)).body.items[0].available).toBe(false);
      await guest.checkout().expect(409);
    } finally {
      await setAvailable(true);
      await t.http.put(`/api/admin/addings/${extra.addingId}`).set(auth).send(input).expect(200);
    }
    expect((await guest.checkout().expect(201)).body.totalPrice).toBeCloseTo(first.totalPrice, 2);
  });

  it('keeps refusing bad queries with 400', async () => {
    await t.http.get('/api/menu/items?category=abc').expect(400);
    await t.http.get('/api/menu/categories?type=%00').expect(400);
  });

  it('answers a built page before the controller with the same status, headers and bytes, and only for the plain spellings', async () => {
    const { MenuCatalogueCache } = await import('../src/menu/menu-catalogue.cache.js');
    const { GuestMenuPages } = await import('../src/menu/guest-menu-pages.js');
    const catalogue = t.app.get(MenuCatalogueCache);
    const pages = t.app.get(GuestMenuPages);
    const builtPageFor = pages.builtPageFor.bind(pages);
    let answeredEarly = 0;
    pages.builtPageFor = (path) => {
      const page = builtPageFor(path);
      if (page) answeredEarly++;
      return page;
    };
    const paths = ['/api/menu/types', '/api/menu/categories?type=FOOD', `/api/menu/items?category=${categoryId}`];
    for (const path of paths) {
      catalogue.clear();
      // The first answer comes from the controller (which builds the page), the second from the built page.
      const [byController, byShortcut] = [
        await rawGet(url + path, { 'Accept-Encoding': 'br' }),
        await rawGet(url + path, { 'Accept-Encoding': 'br' }),
      ];
      const withoutDate = (answer: typeof byController) =>
        [
          'content-type',
          'content-encoding',
          'content-length',
          'etag',
          'cache-control',
          'vary',
          'content-security-policy',
          'x-content-type-options',
        ].map((name) => answer.headers.get(name));
      expect(answeredEarly).toBe(paths.indexOf(path) * 2 + 1);
      expect(byShortcut.status).toBe(200);
      expect(withoutDate(byShortcut)).toEqual(withoutDate(byController));
      expect(byShortcut.bytes.equals(byController.bytes)).toBe(true);
      await t.http.get(path).set('If-None-Match', byController.headers.get('etag')!).expect(304);
      expect(answeredEarly).toBe(paths.indexOf(path) * 2 + 2);
    }
    const answeredBefore = answeredEarly;
    // Other spellings go through the controller's validation, built page or not.
    await t.http.get(`/api/menu/items?category=0${categoryId}`).expect(200);
    await t.http.get('/api/menu/items?category=0').expect(400);
    await t.http.get(`/api/menu/items?category=${categoryId}&category=x`).expect(400);
    await t.http.get(`/api/menu/items?category=${categoryId}&note=%01`).expect(400);
    await t.http.get('/api/menu/categories?type=food').expect(200);
    await t.http.post('/api/menu/types').expect(404);
    expect(answeredEarly).toBe(answeredBefore);
    pages.builtPageFor = builtPageFor;
  });

  it('compresses larger JSON answers and leaves small ones alone', async () => {
    const large = await rawGet(`${url}/api/docs/json`, { 'Accept-Encoding': 'gzip' });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.bytes).toString('utf8'))).toHaveProperty('openapi');
    const small = await rawGet(`${url}/api/health`, { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

// Several processes need PostgreSQL (the embedded database serves one process).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres('the menu cache on two server processes', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ databaseUrl: a.config.databaseUrl! });
    await Promise.all([listen(a), listen(b)]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops the other process’s pages when one process changes the menu', async () => {
    const categoryId = (await b.http.get('/api/menu/categories?type=FOOD').expect(200)).body[0].categoryId;
    const path = `/api/menu/items?category=${categoryId}`;
    const [item] = (await b.http.get(path).expect(200)).body as Array<{ menuItemId: number }>;
    const auth = bearer(await adminToken(a));
    await a.http
      .patch(`/api/admin/menu/items/${item.menuItemId}/availability`)
      .set(auth)
      .set('Content-Type', 'application/json')
      .send('false')
      .expect(200);
    await waitUntil(async () => {
      const items = (await b.http.get(path).expect(200)).body as Array<{ menuItemId: number }>;
      return !items.some((i) => i.menuItemId === item.menuItemId);
    }, 'the other process to stop offering the product');
    // The other process's baskets price with the change too: the product can no longer be ordered there.
    const guest = asGuest(b, await startTableSession(b));
    await guest.add({ menuItemId: item.menuItemId }).expect(409);
  });
});
