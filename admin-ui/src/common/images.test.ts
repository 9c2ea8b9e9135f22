import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import {
  IMAGE_WRONG_TYPE,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  metadataImageUrl,
  SHIPPED_BACKGROUND,
  SHIPPED_DEFAULT_ITEM_IMAGE,
  withVersion,
} from './images';

const german = (key: string | null) => key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);

describe('image files', () => {
  it('accepts PNG, JPG and WebP up to 8 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageFileProblem({ name: 'a.webp', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the spec’s messages', () => {
    expect(german(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }))).toBe('Nur PNG, JPG oder WebP erlaubt');
    expect(imageFileProblem({ name: 'a.svg', type: '', size: 1 })).toBe(IMAGE_WRONG_TYPE);
    expect(german(imageFileProblem({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }))).toBe('Bild zu groß (>8 MB)');
  });
});

describe('metadata images', () => {
  const updatedAt = '2026-01-02T03:04:05.000Z';

  it('shows the restaurant’s image with its version stamp', () => {
    expect(metadataImageUrl('default-item', { appMenuItemDefaultImgUrl: '/api/media/x', updatedAt })).toBe(
      `/api/media/x?v=${Date.parse(updatedAt)}`,
    );
    expect(
      metadataImageUrl('background', { appBackgroundImgUrl: '/api/media/abc', appMenuItemDefaultImgUrl: '/api/media/x', updatedAt }),
    ).toBe(`/api/media/abc?v=${Date.parse(updatedAt)}`);
    expect(metadataImageUrl('logo', { appLogoUrl: '/api/media/logo', appBackgroundImgUrl: '/api/media/abc', updatedAt })).toBe(
      `/api/media/logo?v=${Date.parse(updatedAt)}`,
    );
  });

  it('falls back to the shipped images', () => {
    expect(metadataImageUrl('default-item', { appMenuItemDefaultImgUrl: null })).toBe(SHIPPED_DEFAULT_ITEM_IMAGE);
    expect(metadataImageUrl('default-item', undefined)).toMatch(/\/images\/default-item\.png$/);
    expect(metadataImageUrl('background', null)).toBe(SHIPPED_BACKGROUND);
    expect(metadataImageUrl('background', { appBackgroundImgUrl: null, updatedAt })).toBe('/order/images/background.png');
    // Without a logo, the product's icon (the favicon then).
    expect(metadataImageUrl('logo', { appLogoUrl: null, appBackgroundImgUrl: '/api/media/abc', updatedAt })).toBe('/favicon.ico');
  });

  it('keeps a version the server gave', () => {
    expect(withVersion('/api/media/a?v=1', '2026-01-02T03:04:05.000Z')).toBe('/api/media/a?v=1');
  });

  it('leaves a chosen file’s preview and an image without a change time as they are', () => {
    expect(withVersion('blob:http://tischlein.test/6d1e', '2026-01-02T03:04:05.000Z')).toBe('blob:http://tischlein.test/6d1e');
    expect(withVersion('data:image/png;base64,AAAA', null)).toBe('data:image/png;base64,AAAA');
    expect(withVersion('/x', null)).toBe('/x');
    expect(withVersion('/x', 'not a date')).toBe('/x');
  });
});
