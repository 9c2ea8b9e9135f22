import { type Category, loadCategories } from '../api/categories.ts';
import { loadMenuItems } from '../api/menu-items.ts';
import type { Language } from '../i18n/languages.ts';
import { lastCategory } from '../prefs/menu-memory.ts';

/** The category the menu opens on: the one last chosen within the type while it still exists, else the first. */
export function openingCategory(type: string, categories: Category[]): number | null {
  const remembered = lastCategory(type);
  return categories.some((c) => c.categoryId === remembered) ? remembered : (categories[0]?.categoryId ?? null);
}

/**
 * Starts loading what the menu page shows first in `lang` (the type's categories, then the opening category's items)
 * into the caches the page reads, so a menu opened by URL does not wait for the page's code before asking.
 * Resolves once they are there (or failed).
 */
export function prefetchMenu(type: string, lang: Language): Promise<void> {
  return loadCategories(type, lang)
    .then((categories) => {
      const categoryId = openingCategory(type, categories);
      return categoryId === null ? undefined : loadMenuItems(categoryId, lang);
    })
    .then(
      () => undefined,
      // The page asks again and shows any failure itself.
      () => undefined,
    );
}
