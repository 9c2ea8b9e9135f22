import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { adminToken, bearer } from './support/staff.js';
import { menuChangedOutsideTheApp, startTestApp, type TestApp } from './support/test-app.js';

function fakeBuild(root: string, name: string): string {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="build" content="${name}"><title>${name}</title><link rel="icon" href="/favicon.ico"></head><body></body></html>`,
  );
  const script = `console.log('${name}')`;
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  // As the build writes them (scripts/precompress.mjs).
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  return dist;
}

describe('one port serves the API and both web apps', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tischlein-spa-'));
    t = await startTestApp({ config: { guestUiDist: fakeBuild(root, 'guest'), adminUiDist: fakeBuild(root, 'admin') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/order/start', '/order/start?table=abc', '/order/menu/food', '/order/confirmation'])(
    'answers %s with the guest app',
    async (path) => {
      const res = await t.http.get(path).expect(200);
      expect(res.text).toContain('<meta name="build" content="guest">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/login', '/admin', '/admin/orders', '/admin/orders/12', '/admin/kitchen'])('answers %s with the back office', async (path) => {
    expect((await t.http.get(path).expect(200)).text).toContain('<title>admin</title>');
  });

  it('serves built assets with long caching', async () => {
    const res = await t.http.get('/order/assets/app-1234.js').expect(200);
    expect(res.text).toContain("console.log('guest')");
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect((await t.http.get('/admin/assets/app-1234.js').expect(200)).text).toContain("console.log('admin')");
  });

  it('sends the precompressed file to a browser that takes brotli, the plain one to others', async () => {
    const br = await t.http.get('/order/assets/app-1234.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary.toLowerCase()).toContain('accept-encoding');
    expect(br.text).toContain("console.log('guest')");
    const plain = await t.http.get('/order/assets/app-1234.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    await t.http.get('/order/assets/app-1234.js.br').expect(200, /<!doctype html>/);
  });

  it('revalidates index.html with its ETag', async () => {
    const basket = await t.http.get('/order/basket').expect(200);
    expect(basket.headers.etag).toBeDefined();
    await t.http.get('/order/confirmation').set('If-None-Match', basket.headers.etag).expect(304);
    const menu = await t.http.get('/order/menu/food').expect(200);
    expect(menu.headers.etag).not.toBe(basket.headers.etag);
    await t.http.get('/order/menu/food').set('If-None-Match', menu.headers.etag).expect(304);
    await t.http.get('/order/menu/drinks').set('If-None-Match', menu.headers.etag).expect(200);
  });

  it("carries on a menu page what it asks for first: the types, the type's categories and the first one's items, as the API answers them", async () => {
    // Under the URLs the guest app asks by: the language named, last (the browser's; German without Accept-Language).
    const types = await t.http.get('/api/menu/types?lang=de').expect(200);
    const categories = await t.http.get('/api/menu/categories?type=FOOD&lang=de').expect(200);
    const items = await t.http.get(`/api/menu/items?category=${categories.body[0].categoryId}&lang=de`).expect(200);
    const embedded = (html: string) => {
      const json = /<script type="application\/json" id="embedded-answers">(.*?)<\/script>/s.exec(html)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    };
    expect(embedded((await t.http.get('/order/menu/food').expect(200)).text)).toEqual({
      '/api/menu/types?lang=de': types.body,
      '/api/menu/categories?type=FOOD&lang=de': categories.body,
      [`/api/menu/items?category=${categories.body[0].categoryId}&lang=de`]: items.body,
    });
    // An unknown type has no categories; other screens and odd paths carry nothing.
    expect(embedded((await t.http.get('/order/menu/wine').expect(200)).text)).toEqual({
      '/api/menu/types?lang=de': types.body,
      '/api/menu/categories?type=WINE&lang=de': [],
    });
    for (const path of ['/order/basket', '/order/menu/%3Cscript%3E', '/order/menu/food/extra']) {
      expect(embedded((await t.http.get(path).expect(200)).text)).toBeUndefined();
    }
    // The page a QR code opens, and choose-type: the types, in the browser's language (the app's first one).
    expect(embedded((await t.http.get('/order/start?table=abc').expect(200)).text)).toEqual({ '/api/menu/types?lang=de': types.body });
    const english = await t.http.get('/api/menu/types?lang=en').expect(200);
    const startInEnglish = await t.http.get('/order/start?table=abc').set('Accept-Language', 'fr-FR, en;q=0.8').expect(200);
    expect(embedded(startInEnglish.text)).toEqual({ '/api/menu/types?lang=en': english.body });
    expect(embedded((await t.http.get('/order/choose').expect(200)).text)).toEqual({ '/api/menu/types?lang=de': types.body });
    const englishMenu = embedded((await t.http.get('/order/menu/food').set('Accept-Language', 'en-US,en;q=0.9').expect(200)).text);
    expect(Object.keys(englishMenu!)).toEqual([
      '/api/menu/types?lang=en',
      '/api/menu/categories?type=FOOD&lang=en',
      `/api/menu/items?category=${categories.body[0].categoryId}&lang=en`,
    ]);
  });

  it('escapes menu text that could end the embedded answers, and sends a new ETag when the menu changes', async () => {
    const before = await t.http.get('/order/menu/food').expect(200);
    const [first] = (await t.http.get('/api/menu/categories?type=FOOD').expect(200)).body as Array<{ categoryId: number }>;
    const [item] = (await t.http.get(`/api/menu/items?category=${first.categoryId}`).expect(200)).body as Array<{ menuItemId: number }>;
    const description = '</script><script>alert(1)</script> & <!--';
    await t.app.get(DataSource).query('UPDATE menu_items SET description = $1 WHERE id = $2', [description, item.menuItemId]);
    menuChangedOutsideTheApp(t);
    const after = await t.http.get('/order/menu/food').expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).not.toContain('<script>alert');
    expect(after.text.match(/<\/script>/g)).toHaveLength(before.text.match(/<\/script>/g)!.length);
    const json = /<script type="application\/json" id="embedded-answers">(.*?)<\/script>/s.exec(after.text)![1];
    const answers = JSON.parse(json) as Record<string, Array<{ menuItemId: number; description: string }>>;
    expect(answers[`/api/menu/items?category=${first.categoryId}&lang=de`].find((i) => i.menuItemId === item.menuItemId)?.description).toBe(
      description,
    );
  });

  it('names the restaurant on the guest pages before any script runs: the title, the favicon under its version, name and logo for the header', async () => {
    const admin = bearer(await adminToken(t));
    const face = (html: string) => JSON.parse(/<script type="application\/json" id="restaurant-face">(.*?)<\/script>/s.exec(html)![1]);
    const version = async () => Date.parse((await t.http.get('/api/app-metadata').expect(200)).body.updatedAt);
    const seeded = (await t.http.get('/api/admin/app-info').set(admin).expect(200)).body;
    const start = await t.http.get('/order/start').expect(200);
    expect(start.text).toContain(`<title>${seeded.appName} – Bestellen</title>`);
    expect(start.text).toContain(`<link rel="icon" href="/favicon.ico?v=${await version()}">`);
    expect(face(start.text)).toEqual({ name: seeded.appName, logoUrl: null });

    // A name that could end the title or the data block, with a `$` that is no replacement pattern.
    const odd = 'Zur "Linde" </title><script>x</script> $& Co';
    await t.http.put('/api/admin/app-info').set(admin).send({ appName: odd }).expect(200);
    const logo = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { appLogoUrl } = (await t.http.post('/api/app-metadata/upload/logo').set(admin).attach('file', logo, 'logo.png').expect(200))
      .body;
    try {
      const named = await t.http.get('/order/menu/food').expect(200);
      expect(named.text).toContain(
        '<title>Zur &quot;Linde&quot; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; $&amp; Co – Bestellen</title>',
      );
      expect(named.text).not.toContain('<script>x');
      expect(named.text).toContain(`<link rel="icon" href="/favicon.ico?v=${await version()}">`);
      expect(face(named.text)).toEqual({ name: odd, logoUrl: appLogoUrl });
      await t.http.get('/order/start').set('If-None-Match', start.headers.etag).expect(200);
      // Without a name of its own, the company's, else the product's.
      await t.http.put('/api/admin/app-info').set(admin).send({ appName: null, companyName: 'Linde GmbH' }).expect(200);
      expect((await t.http.get('/order/start').expect(200)).text).toContain('<title>Linde GmbH – Bestellen</title>');
      await t.http.put('/api/admin/app-info').set(admin).send({ companyName: null }).expect(200);
      expect((await t.http.get('/order/start').expect(200)).text).toContain('<title>Tischlein – Bestellen</title>');
      // The back office's page is served as built.
      expect((await t.http.get('/admin').expect(200)).text).toContain('<title>admin</title><link rel="icon" href="/favicon.ico">');
    } finally {
      await t.http.delete('/api/app-metadata/upload/logo').set(admin).expect(200);
      await t.http.put('/api/admin/app-info').set(admin).send({ appName: seeded.appName, companyName: seeded.companyName }).expect(200);
    }
  });

  it('sends the bare host to the guest start and unknown API paths to a JSON 404', async () => {
    await t.http.get('/').expect(302).expect('Location', '/order/start');
    const res = await t.http.get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/order/start');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

/**
 * A guest build whose first-screen bundle (as guest-ui's `vite build --ssr` writes it) shows what its sandbox holds:
 * the page's URL and language, the data blocks, storage left by an earlier page, how often it ran in this sandbox.
 */
function buildWithFirstScreen(root: string): string {
  const dist = join(root, 'guest-drawn', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="de"><head><title>guest</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, '..', 'dist-first-screen'));
  const bundle = `var TischleinFirstScreen = {
    drawFirstScreen: async function () {
      var lang = navigator.languages[0];
      if (lang === 'tr') throw new Error('cannot draw');
      globalThis.runs = (globalThis.runs || 0) + 1;
      var answers = document.getElementById('embedded-answers');
      var face = JSON.parse(document.getElementById('restaurant-face').textContent);
      var left = localStorage.getItem('left');
      localStorage.setItem('left', 'by an earlier page');
      var seen = [window.location.pathname + window.location.search, lang, face.name,
        answers ? Object.keys(JSON.parse(answers.textContent)).join(',') : '-', String(left), globalThis.runs];
      return { html: '<p id="drawn">' + seen.join(' | ') + '</p>', language: lang, direction: lang === 'ar' ? 'rtl' : 'ltr' };
    }
  };`;
  writeFileSync(join(dist, '..', 'dist-first-screen', 'first-screen.js'), bundle);
  return dist;
}

describe('the page a QR code opens, drawn by the guest build before its script runs', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tischlein-spa-drawn-'));
    t = await startTestApp({ config: { guestUiDist: buildWithFirstScreen(root), adminUiDist: null } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const drawn = (html: string) => /<div id="root"><p id="drawn">(.*?)<\/p><\/div>/.exec(html)?.[1] ?? null;

  it('draws it in a fresh sandbox per page: the page as the app sees it, the language of its answers, its data blocks', async () => {
    const arabic = await t.http.get('/order/start?table=abc').set('Accept-Language', 'ar, en;q=0.5').expect(200);
    const { name } = JSON.parse(/<script type="application\/json" id="restaurant-face">(.*?)<\/script>/s.exec(arabic.text)![1]) as {
      name: string;
    };
    // Every table's page is drawn alike (only "at a table" shows on it); nothing stays from one drawing to the next.
    expect(drawn(arabic.text)).toBe(`/order/start?table=any | ar | ${name} | /api/menu/types?lang=ar | null | 1`);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    const takeaway = await t.http.get('/order/start').expect(200);
    expect(drawn(takeaway.text)).toBe(`/order/start | de | ${name} | /api/menu/types?lang=de | null | 1`);
    expect(takeaway.text).toContain('<html lang="de" dir="ltr">');
    expect(drawn((await t.http.get('/order/choose').set('Accept-Language', 'en').expect(200)).text)).toBe(
      `/order/choose | en | ${name} | /api/menu/types?lang=en | null | 1`,
    );
  });

  it('draws each page once per language and menu, answering later requests alike with their ETag', async () => {
    const first = await t.http.get('/order/start?table=one').set('Accept-Language', 'es').expect(200);
    const second = await t.http.get('/order/start?table=two').set('Accept-Language', 'es-ES').expect(200);
    expect(second.text).toBe(first.text);
    await t.http.get('/order/start?table=three').set('Accept-Language', 'es').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('leaves the other pages to the app, and a page it cannot draw goes out without', async () => {
    for (const path of ['/order/menu/food', '/order/basket', '/order/confirmation']) {
      expect((await t.http.get(path).expect(200)).text).toContain('<div id="root"></div>');
    }
    const undrawn = await t.http.get('/order/start?table=abc').set('Accept-Language', 'tr').expect(200);
    expect(undrawn.text).toContain('<div id="root"></div>');
    expect(undrawn.text).toContain('<html lang="de">');
  });
});
