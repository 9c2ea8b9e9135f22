import { SHIPPED_DEFAULT_ITEM_IMAGE, withVersion } from '../common/images';

/** The images to try for a product, in order: its own, the default item image, the shipped one. */
export function productImageCandidates(
  imageUrl: string | null | undefined,
  updatedAt: string | null | undefined,
  fallback: string,
): string[] {
  const own = imageUrl ? [withVersion(imageUrl, updatedAt)] : [];
  return [...new Set([...own, fallback, SHIPPED_DEFAULT_ITEM_IMAGE])];
}
