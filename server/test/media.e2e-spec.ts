import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ImageStore } from '../src/media/image-store.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('media API', () => {
  let t: TestApp;
  let id: string;

  beforeAll(async () => {
    t = await startTestApp();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ffaa00' } })
      .png()
      .toBuffer();
    id = (await t.app.get(ImageStore).store(png)).id;
  });
  afterAll(() => t.close());

  it('serves a stored image publicly as WebP with a strong ETag, a year of caching and nosniff', async () => {
    const res = await t.http.get(`/api/media/${id}`).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 4).toString()).toBe('RIFF');
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('answers 304 without a body when the ETag still matches, and 200 when it does not', async () => {
    const etag = (await t.http.get(`/api/media/${id}`).expect(200)).headers.etag;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.http.get(`/api/media/${id}`).set('If-None-Match', header).expect(304);
      expect(res.headers.etag).toBe(etag);
      expect(res.text ?? '').toBe('');
    }
    await t.http.get(`/api/media/${id}`).set('If-None-Match', '"stale"').expect(200);
  });

  it('drops metadata such as EXIF when storing a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .withExif({ IFD0: { Copyright: 'geheim', Artist: 'Jemand' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await t.app.get(ImageStore).store(jpeg);
    const served = (await t.http.get(`/api/media/${stored.id}`).expect(200)).body as Buffer;
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const missing = await t.http.get('/api/media/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Bild nicht gefunden.' });
    await t.http.get('/api/media/00000000-0000-4000-8000-000000000000').set('If-None-Match', '*').expect(404);
    await t.http.get('/api/media/not-a-uuid').expect(400);
    await t.http.get('/api/media/1%27%20OR%201=1').expect(400);
  });
});
