import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { isAdminApiDown } from './adminApi';
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, imageFileProblem, MAX_IMAGE_BYTES } from './imageFile';
import { defaultItemImage, productImageCandidates, SHIPPED_DEFAULT_ITEM_IMAGE, withVersion } from './productImage';

const german = (key: string | null) => key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);

describe('product images', () => {
  it('accepts PNG, JPG and WebP up to 8 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageFileProblem({ name: 'a.webp', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the spec’s messages', () => {
    expect(german(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }))).toBe('Nur PNG, JPG oder WebP erlaubt');
    expect(imageFileProblem({ name: 'a.svg', type: '', size: 1 })).toBe(IMAGE_WRONG_TYPE);
    expect(german(imageFileProblem({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }))).toBe('Bild zu groß (>8 MB)');
    expect(IMAGE_TOO_LARGE).toBe('app.products.validation.image_too_large');
  });

  it('uses the restaurant’s default item image, else the shipped one', () => {
    expect(defaultItemImage({ appMenuItemDefaultImgUrl: '/api/media/x', updatedAt: '2026-01-02T03:04:05.000Z' })).toBe(
      `/api/media/x?v=${Date.parse('2026-01-02T03:04:05.000Z')}`,
    );
    expect(defaultItemImage({ appMenuItemDefaultImgUrl: null })).toBe(SHIPPED_DEFAULT_ITEM_IMAGE);
    expect(defaultItemImage(undefined)).toMatch(/\/images\/default-item\.png$/);
  });

  it('tries the product’s own image first and keeps a version the server gave', () => {
    expect(productImageCandidates('/api/media/a?v=1', null, '/d.png')).toEqual(['/api/media/a?v=1', '/d.png', SHIPPED_DEFAULT_ITEM_IMAGE]);
    expect(productImageCandidates(null, null, SHIPPED_DEFAULT_ITEM_IMAGE)).toEqual([SHIPPED_DEFAULT_ITEM_IMAGE]);
    expect(withVersion('/x', null, 42)).toBe('/x?v=42');
  });
});

describe('admin API state', () => {
  it('is down on 404, on gateway errors and when nothing answers', () => {
    expect(isAdminApiDown({ status: 404 })).toBe(true);
    expect(isAdminApiDown({ status: 503 })).toBe(true);
    expect(isAdminApiDown(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is up when the API answered otherwise', () => {
    expect(isAdminApiDown(null)).toBe(false);
    expect(isAdminApiDown({ status: 400 })).toBe(false);
    expect(isAdminApiDown({ status: 500 })).toBe(false);
    expect(isAdminApiDown(new Error('x'))).toBe(false);
  });
});
