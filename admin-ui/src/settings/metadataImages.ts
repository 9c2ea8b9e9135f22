import type { AppMetadata } from '@tischlein/api-types';
import { SHIPPED_DEFAULT_ITEM_IMAGE, withVersion } from '../products/productImage';
import type { MetadataImage } from './settingsApi';

/** Spec 9: the shipped background, served with the guest app (under /order/). */
export const SHIPPED_BACKGROUND = '/order/images/background.png';

/** What the manager of one image says, as translation keys (spec 8). */
export interface ImageMessages {
  title: string;
  saved: string;
  saveFailed: string;
  reset: string;
  resetFailed: string;
}

export const IMAGE_MESSAGES: Record<MetadataImage, ImageMessages> = {
  'default-item': {
    title: 'app.settings.images.default_item',
    saved: 'app.settings.images.default_item_saved',
    saveFailed: 'app.settings.images.default_item_save_failed',
    reset: 'app.settings.images.default_item_reset',
    resetFailed: 'app.settings.images.reset_failed',
  },
  background: {
    title: 'app.settings.images.background',
    saved: 'app.settings.images.background_saved',
    saveFailed: 'app.settings.images.save_failed',
    reset: 'app.settings.images.background_reset',
    resetFailed: 'app.settings.images.reset_failed',
  },
};

/** The image the guests see now: the restaurant's (with the cache-busting v), else the shipped one. */
export function currentImage(image: MetadataImage, metadata: AppMetadata | null | undefined): string {
  const url = image === 'background' ? metadata?.appBackgroundImgUrl : metadata?.appMenuItemDefaultImgUrl;
  if (url) return withVersion(url, metadata?.updatedAt);
  return image === 'background' ? SHIPPED_BACKGROUND : SHIPPED_DEFAULT_ITEM_IMAGE;
}
