/** What GET /api/app-metadata answers (spec 3 "App metadata"). */
export interface AppMetadata {
  appMenuItemDefaultImgUrl?: string | null;
  updatedAt?: string | null;
}

/** Spec 9: the shipped default item image, under this app's base (/admin/). */
export const SHIPPED_DEFAULT_ITEM_IMAGE = `${import.meta.env.BASE_URL}images/default-item.png`;

/** Adds the cache-busting `v` parameter (spec 9) unless the URL has one. */
export function withVersion(url: string, updatedAt?: string | null, now = Date.now()): string {
  if (/[?&]v=/.test(url)) return url;
  const stamp = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return `${url}${url.includes('?') ? '&' : '?'}v=${Number.isFinite(stamp) ? stamp : now}`;
}

/** The restaurant's default item image, else the shipped one. */
export function defaultItemImage(metadata: AppMetadata | null | undefined): string {
  const url = metadata?.appMenuItemDefaultImgUrl;
  return url ? withVersion(url, metadata?.updatedAt) : SHIPPED_DEFAULT_ITEM_IMAGE;
}

/** The images to try for a product, in order: its own, the default item image, the shipped one. */
export function productImageCandidates(
  imageUrl: string | null | undefined,
  updatedAt: string | null | undefined,
  fallback: string,
): string[] {
  const own = imageUrl ? [withVersion(imageUrl, updatedAt)] : [];
  return [...new Set([...own, fallback, SHIPPED_DEFAULT_ITEM_IMAGE])];
}
