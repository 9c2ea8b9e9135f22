import { describe, expect, it } from 'vitest';
import { backgroundFileProblem, GUEST_DEFAULT_BACKGROUND, guestBackground } from './backgroundImage';

describe('guestBackground', () => {
  it('shows the uploaded background with its version stamp', () => {
    const metadata = { appBackgroundImgUrl: '/api/media/abc', appMenuItemDefaultImgUrl: null, updatedAt: '2026-01-02T03:04:05.000Z' };
    expect(guestBackground(metadata)).toBe(`/api/media/abc?v=${Date.parse('2026-01-02T03:04:05.000Z')}`);
  });

  it('falls back to the guest app’s shipped background', () => {
    expect(guestBackground(null)).toBe(GUEST_DEFAULT_BACKGROUND);
    expect(guestBackground({ appBackgroundImgUrl: null, appMenuItemDefaultImgUrl: null, updatedAt: '2026-01-02T03:04:05.000Z' })).toBe(
      '/order/images/background.png',
    );
  });
});

describe('backgroundFileProblem', () => {
  const MB = 1024 * 1024;
  it('accepts PNG, JPG and WebP up to 8 MB', () => {
    expect(backgroundFileProblem({ name: 'a.png', type: 'image/png', size: 8 * MB })).toBeNull();
    expect(backgroundFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(backgroundFileProblem({ name: 'a.webp', type: '', size: 1 })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(backgroundFileProblem({ name: 'a.png', type: 'image/png', size: 8 * MB + 1 })).toBe('app.ui_settings.image_too_large');
    expect(backgroundFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('app.ui_settings.image_type');
  });
});
