import { describe, expect, it } from 'vitest';
import { SHIPPED_DEFAULT_ITEM_IMAGE } from '../common/images';
import { isAdminApiDown } from './adminApiDown';
import { productImageCandidates } from './productImage';

describe('product images', () => {
  it('tries the product’s own image first and keeps a version the server gave', () => {
    expect(productImageCandidates('/api/media/a?v=1', null, '/d.png')).toEqual(['/api/media/a?v=1', '/d.png', SHIPPED_DEFAULT_ITEM_IMAGE]);
    expect(productImageCandidates(null, null, SHIPPED_DEFAULT_ITEM_IMAGE)).toEqual([SHIPPED_DEFAULT_ITEM_IMAGE]);
    expect(productImageCandidates('/api/media/b', '2026-01-02T03:04:05.000Z', '/d.png')[0]).toBe(
      `/api/media/b?v=${Date.parse('2026-01-02T03:04:05.000Z')}`,
    );
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
