import { describe, expect, it } from 'vitest';
import { NO_METADATA } from '../api/app-metadata.ts';
import { backgroundImage, defaultItemImage, withVersion } from './images.ts';

describe('image URLs', () => {
  it('adds the update time as the v parameter', () => {
    expect(withVersion('/api/media/abc', '2026-11-22T10:00:00.000Z')).toBe(`/api/media/abc?v=${Date.parse('2026-11-22T10:00:00.000Z')}`);
    expect(withVersion('/x.png?size=2', '2026-11-22T10:00:00.000Z')).toMatch(/^\/x\.png\?size=2&v=\d+$/);
  });

  it('keeps a v parameter the server already set', () => {
    expect(withVersion('/api/media/abc?v=123', '2026-11-22T10:00:00.000Z')).toBe('/api/media/abc?v=123');
  });

  it('uses the current time when there is no update time', () => {
    const before = Date.now();
    const version = Number(new URL(withVersion('/order/images/default-item.png'), 'http://x').searchParams.get('v'));
    expect(version).toBeGreaterThan(before - 60_000);
    expect(version).toBeLessThanOrEqual(Date.now());
  });

  // BASE_URL is /order/ in the build and / under vitest.
  it('falls back to the shipped default item image and background', () => {
    expect(defaultItemImage(NO_METADATA)).toMatch(/^\/(order\/)?images\/default-item\.png\?v=\d+$/);
    expect(backgroundImage(NO_METADATA)).toMatch(/^\/(order\/)?images\/background\.png\?v=\d+$/);
  });

  it('prefers the restaurant images from the app metadata', () => {
    const metadata = {
      appBackgroundImgUrl: '/api/media/bg',
      appMenuItemDefaultImgUrl: '/api/media/item',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    expect(backgroundImage(metadata)).toBe(`/api/media/bg?v=${Date.parse(metadata.updatedAt)}`);
    expect(defaultItemImage(metadata)).toBe(`/api/media/item?v=${Date.parse(metadata.updatedAt)}`);
  });
});
