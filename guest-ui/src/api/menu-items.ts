import type { MenuItem as WireMenuItem } from '@tischlein/api-types';
import { asList, callApi } from './http.ts';

/** What the menu shows of an item. */
export type MenuItem = Pick<WireMenuItem, 'menuItemId' | 'name' | 'basePrice' | 'available' | 'allergens' | 'imageUrl' | 'oldPrice'> & {
  description: string | null;
  updatedAt: string | null;
};

/** The wire's item, and the other spellings the spec says to read (isAvailable, imageURL, …). */
type RawItem = Partial<WireMenuItem> & {
  isAvailable?: boolean;
  imageURL?: string;
  image?: { url?: string };
  imagePath?: string;
  imgUrl?: string;
  imageUpdatedAt?: string;
  updated_at?: string;
};

/** Accepts the field spellings the spec lists (isAvailable, imageURL, image.url, imagePath, imgUrl, …). */
export function normalizeItem(raw: RawItem): MenuItem {
  return {
    menuItemId: raw.menuItemId ?? 0,
    name: raw.name ?? '',
    description: raw.description ?? null,
    basePrice: Number(raw.basePrice ?? 0),
    available: raw.available ?? raw.isAvailable ?? true,
    allergens: Array.isArray(raw.allergens) ? raw.allergens.map(String) : [],
    imageUrl: raw.imageUrl ?? raw.imageURL ?? raw.image?.url ?? raw.imagePath ?? raw.imgUrl ?? null,
    oldPrice: typeof raw.oldPrice === 'number' ? raw.oldPrice : null,
    updatedAt: raw.updatedAt ?? raw.imageUpdatedAt ?? raw.updated_at ?? null,
  };
}

// Items are cached per category in memory; `force` reloads (after a 409 on add).
const byCategory = new Map<number, Promise<MenuItem[]>>();
/** The lists already answered, for a screen's first render. */
const answered = new Map<number, MenuItem[]>();

/** The category's items if they have already arrived (a screen then renders them at once), else undefined. */
export function loadedMenuItems(categoryId: number): MenuItem[] | undefined {
  return answered.get(categoryId);
}

/** GET /menu/items?category={id}: the available items only. */
export function loadMenuItems(categoryId: number, { force = false } = {}): Promise<MenuItem[]> {
  let pending = force ? undefined : byCategory.get(categoryId);
  if (!pending) {
    // GET /menu/categories/{id}/items is the spec's fallback when the query form fails.
    pending = callApi<unknown>(`/menu/items?category=${categoryId}`)
      .catch(() => callApi<unknown>(`/menu/categories/${categoryId}/items`))
      .then((raw) =>
        asList<RawItem>(raw)
          .map(normalizeItem)
          .filter((item) => item.available),
      );
    const request = pending;
    request.then(
      (list) => byCategory.get(categoryId) === request && answered.set(categoryId, list),
      () => byCategory.get(categoryId) === request && byCategory.delete(categoryId),
    );
    byCategory.set(categoryId, pending);
  }
  return pending;
}
