import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { menuItemsByName } from '../test/support/guest.js';
import { adminToken, bearer } from '../test/support/staff.js';
import { startTestApp, type TestApp } from '../test/support/test-app.js';
import { snapshot } from './support/database-snapshot.js';
import { collectErrorAnswers, type ErrorAnswer, leakingAnswers } from './support/error-bodies.js';
import {
  GIF_HEADER,
  jpegDeclaring65000Square,
  jpegWithHtmlComment,
  PDF_HEADER,
  PNG_SIGNATURE_THEN_HTML,
  pngDeclaring,
  pngWithHtmlAppended,
  smallPng,
  SVG_WITH_SCRIPT,
} from './support/hostile-images.js';

const WRONG_TYPE = { status: 415, message: 'Nur PNG, JPG oder WebP erlaubt' };
const TOO_MANY_PIXELS = { status: 400, message: 'Bild hat zu viele Pixel (höchstens 25 Megapixel).' };
const TOO_LARGE = { status: 413, message: 'Bild zu groß (>8 MB)' };
const BACKGROUND = '/api/app-metadata/upload/background';

interface Upload {
  name: string;
  contentType: string;
  file: () => Buffer | Promise<Buffer>;
  expected: { status: number; message: string };
}

// Each is refused whatever its name or declared type claims.
const REFUSED: Upload[] = [
  { name: 'bild.svg', contentType: 'image/svg+xml', file: () => SVG_WITH_SCRIPT, expected: WRONG_TYPE },
  { name: 'bild.png', contentType: 'image/png', file: () => SVG_WITH_SCRIPT, expected: WRONG_TYPE },
  { name: 'bild.png', contentType: 'image/png', file: () => Buffer.from('<html><script>alert(1)</script></html>'), expected: WRONG_TYPE },
  { name: 'bild.jpg', contentType: 'image/jpeg', file: () => PDF_HEADER, expected: WRONG_TYPE },
  { name: 'bild.png', contentType: 'image/png', file: () => GIF_HEADER, expected: WRONG_TYPE },
  { name: 'bild.png', contentType: 'image/png', file: () => PNG_SIGNATURE_THEN_HTML, expected: WRONG_TYPE },
  { name: 'bild.png', contentType: 'image/png', file: () => pngDeclaring(50_000, 50_000), expected: TOO_MANY_PIXELS },
  { name: 'bild.png', contentType: 'image/png', file: () => pngDeclaring(6000, 6000), expected: TOO_MANY_PIXELS },
  { name: 'bild.jpg', contentType: 'image/jpeg', file: () => jpegDeclaring65000Square(), expected: TOO_MANY_PIXELS },
  { name: 'bild.png', contentType: 'image/png', file: () => Buffer.alloc(9 * 1024 * 1024, 0x41), expected: TOO_LARGE },
];

describe('image uploads: hostile files', () => {
  let t: TestApp;
  let errorAnswers: ErrorAnswer[];
  let admin: string;
  let uploadPaths: string[];
  let dishId: number;

  const upload = (path: string, file: Buffer, name: string, contentType: string) =>
    t.http.post(path).set(bearer(admin)).timeout(30_000).attach('file', file, { filename: name, contentType });

  /** What an upload may change: the image table (ids only, the data is large), the settings, the products. */
  async function uploadState() {
    const media = await t.app.get(DataSource).query('SELECT id FROM media ORDER BY id');
    return { media: JSON.stringify(media), ...(await snapshot(t, ['app_metadata', 'menu_items'])) };
  }

  beforeAll(async () => {
    t = await startTestApp();
    errorAnswers = collectErrorAnswers(t);
    admin = await adminToken(t);
    dishId = (await menuItemsByName(t)).get('Rindsgulasch')!.menuItemId;
    // Every image upload route of the running app, so a new one is covered when it appears.
    uploadPaths = t.routes
      .filter((route) => route.method === 'POST' && /\/(image|upload)(\/|$)/.test(route.path))
      .map((route) => route.path.replace(':id', String(dishId)));
  });
  afterAll(() => t.close());

  it('finds the four image upload routes', () => {
    expect([...uploadPaths].sort()).toEqual([
      `/api/admin/menu/items/${dishId}/image`,
      '/api/app-metadata/upload/background',
      '/api/app-metadata/upload/default-item',
      '/api/app-metadata/upload/logo',
    ]);
  });

  it.each(REFUSED.map((u) => [`${u.name} (${u.contentType}) → ${u.expected.status}`, u] as const))(
    'refuses %s on every upload route and stores nothing',
    async (_title, { name, contentType, file, expected }) => {
      const content = await file();
      for (const path of uploadPaths) {
        const before = await uploadState();
        const res = await upload(path, content, name, contentType);
        expect({ path, status: res.status, message: res.body.message }).toEqual({ path, ...expected });
        expect(await uploadState()).toEqual(before);
      }
    },
  );

  it.each([
    ['a PNG with an HTML page after its end', pngWithHtmlAppended],
    ['a JPEG with an HTML page in a comment', jpegWithHtmlComment],
  ])('stores %s only as a re-encoded WebP without the page, served with nosniff', async (_name, make) => {
    const res = await upload(BACKGROUND, await make(), 'bild.html', 'text/html').expect(200);
    const served = await t.http.get(res.body.appBackgroundImgUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const body = served.body as Buffer;
    expect(body.includes('script')).toBe(false);
    expect(body.includes('<html')).toBe(false);
    expect((await sharp(body).metadata()).format).toBe('webp');
  });

  it('accepts a small real PNG on every upload route (so the refusals above are about the files)', async () => {
    for (const path of uploadPaths) await upload(path, await smallPng(), 'bild.png', 'image/png').expect(200);
  });

  it('refuses an upload without a file, and one with two files, and stores nothing', async () => {
    const before = await uploadState();
    const empty = await t.http.post(BACKGROUND).set(bearer(admin)).field('note', 'kein Bild');
    expect(empty.status).toBe(400);
    const two = await t.http
      .post(BACKGROUND)
      .set(bearer(admin))
      .attach('file', await smallPng(), 'a.png')
      .attach('file', await smallPng(), 'b.png');
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    expect(await uploadState()).toEqual(before);
  });

  it('gave no error answer with a stack trace, SQL or a file path', () => {
    expect(errorAnswers.length).toBeGreaterThanOrEqual(REFUSED.length * 4);
    expect(leakingAnswers(errorAnswers)).toEqual([]);
  });
});
