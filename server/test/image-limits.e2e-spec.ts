import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ImageStore } from '../src/media/image-store.service.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

/** A PNG of the given size that compresses well (a few hundred KB even at 40 megapixels). */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('image uploads: pixel limit and memory', () => {
  let t: TestApp;
  let admin: string;
  const upload = (file: Buffer) => t.http.post('/api/app-metadata/upload/background').set(bearer(admin)).attach('file', file, 'bild.png');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('refuses eight parallel 40-megapixel PNGs with 400, and the server grows by less than 100 MB', async () => {
    const huge = await png(8000, 5000);
    expect(huge.length).toBeLessThan(8 * MB);
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(huge)));
    const growth = process.memoryUsage().rss - before;
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bild hat zu viele Pixel (höchstens 25 Megapixel).');
    }
    expect(growth).toBeLessThan(100 * MB);
  });

  it('accepts a 24-megapixel phone photo', async () => {
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#335577' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const res = await upload(photo).expect(200);
    expect(res.body.appBackgroundImgUrl).toMatch(/\/api\/media\//);
  });

  it('decodes at most two images at a time; the others wait their turn', async () => {
    const images = await Promise.all(Array.from({ length: 6 }, (_, i) => png(3000 + i, 2000)));
    let peak = 0;
    let queued = 0;
    const sampler = setInterval(() => {
      const load = ImageStore.decodeLoad();
      peak = Math.max(peak, load.active);
      queued = Math.max(queued, load.pending);
    }, 2);
    try {
      const answers = await Promise.all(images.map((image) => upload(image)));
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBe(2);
    expect(queued).toBeGreaterThan(0);
  });
});
