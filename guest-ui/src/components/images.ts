import type { AppMetadata } from '../api/app-metadata.ts';

const PUBLIC = import.meta.env.BASE_URL; // "/order/": the spec's /images/… live under the app's base.
export const DEFAULT_ITEM_IMAGE = `${PUBLIC}images/default-item.png`;
const DEFAULT_BACKGROUND = `${PUBLIC}images/background.png`;

// One stamp per page load stands in for "the current time" when nothing carries an update time.
const PAGE_LOADED_AT = Date.now();

function stampOf(updatedAt: string | null | undefined): number {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isFinite(time) ? time : PAGE_LOADED_AT;
}

/** Adds the cache-busting `v` parameter (update time, else the current time) unless the URL has one. */
export function withVersion(url: string, updatedAt?: string | null): string {
  if (/[?&]v=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${stampOf(updatedAt)}`;
}

export function defaultItemImage(metadata: AppMetadata): string {
  return metadata.appMenuItemDefaultImgUrl
    ? withVersion(metadata.appMenuItemDefaultImgUrl, metadata.updatedAt)
    : withVersion(DEFAULT_ITEM_IMAGE);
}

export function backgroundImage(metadata: AppMetadata): string {
  return metadata.appBackgroundImgUrl ? withVersion(metadata.appBackgroundImgUrl, metadata.updatedAt) : withVersion(DEFAULT_BACKGROUND);
}
