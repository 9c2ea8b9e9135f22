import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MEDIA_URL = /^\/api\/media\/([0-9a-f-]{36})\?v=(\d+)$/;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3300' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#0033cc' } })
    .jpeg()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#00cc33' } })
    .webp()
    .toBuffer();
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

describe('app metadata API', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let waiter: Record<string, string>;
  const upload = (slot: string, file: Buffer, name = 'bild.png') =>
    t.http.post(`/api/app-metadata/upload/${slot}`).set(admin).attach('file', file, name);
  const mediaCount = async () => Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM media'))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    const jwt = await adminToken(t);
    admin = bearer(jwt);
    waiter = bearer((await staffWithRoles(t, jwt, ['WAITER'])).jwt);
  });
  afterAll(() => t.close());

  it('answers the metadata publicly, without images at first', async () => {
    const res = await t.http.get('/api/app-metadata').expect(200);
    expect(res.body).toEqual({
      restaurantName: 'Gasthaus zum Tischlein',
      appBackgroundImgUrl: null,
      appMenuItemDefaultImgUrl: null,
      appLogoUrl: null,
      timeZone: 'Europe/Vienna',
      updatedAt: expect.any(String),
    });
  });

  it("names the restaurant: app info's app name, else its company name (the team's login shows it)", async () => {
    await t.http.put('/api/admin/app-info').set(admin).send({ appName: null }).expect(200);
    try {
      expect((await t.http.get('/api/app-metadata').expect(200)).body.restaurantName).toBe('Tischlein Gastronomie GmbH');
    } finally {
      await t.http.put('/api/admin/app-info').set(admin).send({ appName: 'Gasthaus zum Tischlein' }).expect(200);
    }
  });

  it("names the restaurant's time zone: app info's, else Europe/Vienna", async () => {
    await t.http.put('/api/admin/app-info').set(admin).send({ timezone: 'America/New_York' }).expect(200);
    try {
      expect((await t.http.get('/api/app-metadata').expect(200)).body.timeZone).toBe('America/New_York');
    } finally {
      await t.http.put('/api/admin/app-info').set(admin).send({ timezone: null }).expect(200);
    }
    expect((await t.http.get('/api/app-metadata').expect(200)).body.timeZone).toBe('Europe/Vienna');
  });

  it('documents every route in the OpenAPI document', async () => {
    const paths = (await t.http.get('/api/docs/json').expect(200)).body.paths;
    expect(Object.keys(paths['/api/app-metadata']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/app-metadata/upload/background']).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(paths['/api/app-metadata/upload/default-item']).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(paths['/api/app-metadata/upload/logo']).sort()).toEqual(['delete', 'post']);
    expect(paths['/api/media/{id}'].get).toBeDefined();
  });

  it('refuses changes without a token (401) and from staff without ADMIN (403)', async () => {
    const image = await png();
    for (const [method, path] of [
      ['put', ''],
      ['post', '/upload/background'],
      ['post', '/upload/default-item'],
      ['delete', '/upload/background'],
      ['delete', '/upload/default-item'],
      ['post', '/upload/logo'],
      ['delete', '/upload/logo'],
    ] as const) {
      const url = `/api/app-metadata${path}`;
      const anonymous = method === 'post' ? t.http.post(url).attach('file', image, 'a.png') : t.http[method](url).send({});
      expect((await anonymous).status).toBe(401);
      const staff =
        method === 'post' ? t.http.post(url).set(waiter).attach('file', image, 'a.png') : t.http[method](url).set(waiter).send({});
      expect((await staff).status).toBe(403);
    }
  });

  it('uploads a PNG background, stores it as WebP and bumps updatedAt', async () => {
    const before = (await t.http.get('/api/app-metadata').expect(200)).body;
    const res = await upload('background', await png()).expect(200);
    expect(res.body.appBackgroundImgUrl).toMatch(MEDIA_URL);
    expect(res.body.appMenuItemDefaultImgUrl).toBeNull();
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(res.body.appBackgroundImgUrl).toContain(`v=${Date.parse(res.body.updatedAt)}`);
    expect((await t.http.get('/api/app-metadata').expect(200)).body).toEqual(res.body);
    const image = await t.http.get(res.body.appBackgroundImgUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.body).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('replaces the background with a JPEG and deletes the image it replaced', async () => {
    const first = (await t.http.get('/api/app-metadata').expect(200)).body.appBackgroundImgUrl as string;
    const count = await mediaCount();
    const res = await upload('background', await jpeg(), 'foto.jpg').expect(200);
    expect(res.body.appBackgroundImgUrl).toMatch(MEDIA_URL);
    expect(res.body.appBackgroundImgUrl.split('?')[0]).not.toBe(first.split('?')[0]);
    await t.http.get(first).expect(404);
    expect(await mediaCount()).toBe(count);
  });

  it('uploads and resets the default item image independently of the background', async () => {
    const res = await upload('default-item', await webp(), 'item.webp').expect(200);
    expect(res.body.appMenuItemDefaultImgUrl).toMatch(MEDIA_URL);
    expect(res.body.appBackgroundImgUrl).toMatch(MEDIA_URL);
    const itemUrl = res.body.appMenuItemDefaultImgUrl as string;
    const reset = await t.http.delete('/api/app-metadata/upload/default-item').set(admin).expect(200);
    expect(reset.body.appMenuItemDefaultImgUrl).toBeNull();
    expect(reset.body.appBackgroundImgUrl).toMatch(MEDIA_URL);
    expect(Date.parse(reset.body.updatedAt)).toBeGreaterThan(Date.parse(res.body.updatedAt));
    await t.http.get(itemUrl).expect(404);
    await t.http.delete('/api/app-metadata/upload/default-item').set(admin).expect(200);
  });

  it('keeps a logo at most 512 px on its longer side, serves it as the favicon and resets it to the product icon', async () => {
    const favicon = async () => {
      const res = await t.http.get('/favicon.ico').expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(await sharp(res.body).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
      return { body: res.body as Buffer, etag: res.headers.etag };
    };
    const productIcon = await favicon();
    await t.http.get('/favicon.ico').set('If-None-Match', productIcon.etag).expect(304);

    const wide = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#0033cc' } })
      .png()
      .toBuffer();
    const res = await upload('logo', wide, 'logo.png').expect(200);
    expect(res.body.appLogoUrl).toMatch(MEDIA_URL);
    const logo = await t.http.get(res.body.appLogoUrl).expect(200);
    expect(await sharp(logo.body).metadata()).toMatchObject({ format: 'webp', width: 512, height: 128 });
    const icon = await favicon();
    expect(icon.etag).not.toBe(productIcon.etag);
    // The logo fits into the square: blue in the middle, transparent above and below.
    const { data } = await sharp(icon.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)];
    // (WebP is lossy: a colour may be off by a step.)
    pixel(32, 32).forEach((channel, i) => expect(Math.abs(channel - [0, 51, 204, 255][i])).toBeLessThanOrEqual(3));
    expect(pixel(32, 2)[3]).toBe(0);

    const reset = await t.http.delete('/api/app-metadata/upload/logo').set(admin).expect(200);
    expect(reset.body.appLogoUrl).toBeNull();
    await t.http.get(res.body.appLogoUrl).expect(404);
    expect((await favicon()).etag).toBe(productIcon.etag);
  });

  it('refuses a text file named .png and an SVG (415), a file over 8 MB (413) and a missing file (400)', async () => {
    const count = await mediaCount();
    const text = await upload('background', Buffer.from('das ist kein Bild, nur Text\n'), 'fake.png').expect(415);
    expect(text.body).toMatchObject({ statusCode: 415, message: 'Nur PNG, JPG oder WebP erlaubt' });
    const vector = await upload('default-item', svg, 'logo.svg').expect(415);
    expect(vector.body.message).toBe('Nur PNG, JPG oder WebP erlaubt');
    const big = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
    const tooLarge = await upload('background', big, 'gross.png').expect(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413, message: 'Bild zu groß (>8 MB)' });
    const missing = await t.http.post('/api/app-metadata/upload/background').set(admin).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'file', message: 'fehlt' }]);
    await t.http
      .post('/api/app-metadata/upload/background')
      .set(admin)
      .attach('picture', await png(), 'a.png')
      .expect(400);
    await t.http.post('/api/app-metadata/upload/background').set(admin).attach('file', Buffer.alloc(0), 'empty.png').expect(400);
    expect(await mediaCount()).toBe(count);
  });

  it('accepts the metadata object back unchanged, clears an image with null and refuses other URLs', async () => {
    const current = (await upload('default-item', await png()).expect(200)).body;
    const same = await t.http.put('/api/app-metadata').set(admin).send(current).expect(200);
    expect(same.body.appBackgroundImgUrl.split('?')[0]).toBe(current.appBackgroundImgUrl.split('?')[0]);
    expect(same.body.appMenuItemDefaultImgUrl.split('?')[0]).toBe(current.appMenuItemDefaultImgUrl.split('?')[0]);
    expect(Date.parse(same.body.updatedAt)).toBeGreaterThan(Date.parse(current.updatedAt));
    await t.http.put('/api/app-metadata').set(admin).send({}).expect(200);
    for (const url of ['https://evil.example/x.png', '/api/media/00000000-0000-4000-8000-000000000000', 'javascript:alert(1)']) {
      const res = await t.http.put('/api/app-metadata').set(admin).send({ appBackgroundImgUrl: url }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'appBackgroundImgUrl', message: 'muss die aktuelle Bild-URL oder null sein' }]);
    }
    await t.http.put('/api/app-metadata').set(admin).send({ appBackgroundImgUrl: 42 }).expect(400);
    const unknown = await t.http.put('/api/app-metadata').set(admin).send({ backgroundMediaId: null }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'backgroundMediaId', message: 'ist kein erlaubtes Feld' }]);
    const cleared = await t.http.put('/api/app-metadata').set(admin).send({ appBackgroundImgUrl: null }).expect(200);
    expect(cleared.body.appBackgroundImgUrl).toBeNull();
    expect(cleared.body.appMenuItemDefaultImgUrl).toMatch(MEDIA_URL);
    await t.http.get(current.appBackgroundImgUrl).expect(404);
    const all = await t.http.delete('/api/app-metadata/upload/default-item').set(admin).expect(200);
    expect(all.body).toMatchObject({ appBackgroundImgUrl: null, appMenuItemDefaultImgUrl: null });
  });
});
