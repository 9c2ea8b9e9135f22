import type { AppMetadata } from '@tischlein/api-types';
import type { MetadataImage } from '../providers/settingsMethods';

/** Spec 9: uploads up to 8 MB, PNG, JPG or WebP. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** What the file picker offers. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',');

const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

const IMAGE_TOO_LARGE = 'app.image_file.too_large';
export const IMAGE_WRONG_TYPE = 'app.image_file.wrong_type';

/** The file's type; browsers leave it empty for some files, then its extension decides. */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Translation key of what is wrong with a chosen image ("Nur PNG, JPG oder WebP erlaubt", "Bild zu groß (>8 MB)"), or null. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(typeOf(file))) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** Spec 9: the shipped default item image, under this app's base (/admin/). */
export const SHIPPED_DEFAULT_ITEM_IMAGE = `${import.meta.env.BASE_URL}images/default-item.png`;
/** Spec 9: the shipped background, served with the guest app (under /order/). */
export const SHIPPED_BACKGROUND = '/order/images/background.png';

/**
 * Adds the cache-busting `v` parameter (spec 9) from when the image last changed, unless the URL has one. A file's
 * local preview (`blob:`, `data:`) is shown as it is, and without a change time the URL stays as given: a version taken
 * from the clock would be a new address at every render, each one a new request.
 */
export function withVersion(url: string, updatedAt?: string | null): string {
  if (/[?&]v=/.test(url) || /^(blob|data):/.test(url)) return url;
  const stamp = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  if (!Number.isFinite(stamp)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${stamp}`;
}

/** The product's icon, which the favicon shows while the restaurant has no logo. */
const PRODUCT_ICON = '/favicon.ico';

const METADATA_IMAGES: Record<MetadataImage, { url: (metadata: Partial<AppMetadata>) => string | null | undefined; shipped: string }> = {
  background: { url: (metadata) => metadata.appBackgroundImgUrl, shipped: SHIPPED_BACKGROUND },
  'default-item': { url: (metadata) => metadata.appMenuItemDefaultImgUrl, shipped: SHIPPED_DEFAULT_ITEM_IMAGE },
  logo: { url: (metadata) => metadata.appLogoUrl, shipped: PRODUCT_ICON },
};

/** The image the guests see after a reset: the shipped one. */
export const shippedMetadataImageUrl = (image: MetadataImage) => METADATA_IMAGES[image].shipped;

/** The image the guests see now: the restaurant's (with the cache-busting v), else the shipped one. */
export function metadataImageUrl(image: MetadataImage, metadata: Partial<AppMetadata> | null | undefined): string {
  const url = metadata ? METADATA_IMAGES[image].url(metadata) : null;
  if (url) return withVersion(url, metadata?.updatedAt);
  return shippedMetadataImageUrl(image);
}
