import type { MenuItem as WireMenuItem } from '@tischlein/api-types';
import type { Language } from '../i18n/languages.ts';
import { asList, callApi, inLanguage } from './http.ts';

/** What the menu shows of an item. */
export type MenuItem = Pick<
  WireMenuItem,
  'menuItemId' | 'name' | 'basePrice' | 'available' | 'allergens' | 'imageUrl' | 'oldPrice' | 'hasExtras'
> & {
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
    // Not said: the dialog asks for the extras, as before one tap was offered.
    hasExtras: raw.hasExtras ?? true,
    updatedAt: raw.updatedAt ?? raw.imageUpdatedAt ?? raw.updated_at ?? null,
  };
}

// Items are cached per category and language in memory; `force` reloads (after a 409 on add), a menu change forgets them all.
const byCategory = new Map<string, Promise<MenuItem[]>>();
/** The lists already answered, for a screen's first render. */
const answered = new Map<string, MenuItem[]>();

const cacheKey = (categoryId: number, lang: Language) => `${categoryId}:${lang}`;

/** The category's items in `lang` if they have already arrived (a screen then renders them at once), else undefined. */
export function loadedMenuItems(categoryId: number, lang: Language): MenuItem[] | undefined {
  return answered.get(cacheKey(categoryId, lang));
}

/** Forgets every category's items (the menu changed): the next load of each asks the server. */
export function forgetMenuItems(): void {
  byCategory.clear();
  answered.clear();
}

/** GET /menu/items?category={id}&lang=: the items, those switched off with `available: false` (shown as sold out). */
export function loadMenuItems(categoryId: number, lang: Language, { force = false } = {}): Promise<MenuItem[]> {
  const key = cacheKey(categoryId, lang);
  let pending = force ? undefined : byCategory.get(key);
  if (!pending) {
    // GET /menu/categories/{id}/items is the spec's fallback when the query form fails.
    pending = callApi<unknown>(inLanguage(`/menu/items?category=${categoryId}`, lang))
      .catch(() => callApi<unknown>(inLanguage(`/menu/categories/${categoryId}/items`, lang)))
      .then((raw) => asList<RawItem>(raw).map(normalizeItem));
    const request = pending;
    request.then(
      (list) => byCategory.get(key) === request && answered.set(key, list),
      () => byCategory.get(key) === request && byCategory.delete(key),
    );
    byCategory.set(key, pending);
  }
  return pending;
}
