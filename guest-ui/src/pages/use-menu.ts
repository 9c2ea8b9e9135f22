import { useCallback, useEffect, useRef, useState } from 'react';
import { type Category, loadCategories, loadedCategories } from '../api/categories.ts';
import { forgetMenuItems, loadedMenuItems, loadMenuItems, type MenuItem } from '../api/menu-items.ts';
import { loadMenuTypes, type MenuType } from '../api/menu-types.ts';
import type { Language } from '../i18n/languages.ts';
import { rememberCategory } from '../prefs/menu-memory.ts';
import { openingCategory } from './menu-prefetch.ts';

interface MenuState {
  types: MenuType[] | null;
  categories: Category[] | null;
  categoryId: number | null;
  items: MenuItem[] | null;
  failed: boolean;
  selectCategory: (id: number) => void;
  reloadItems: () => void;
  /** The menu changed (sold out, back again): loads the shown items again, keeping them on screen meanwhile. */
  refresh: () => Promise<void>;
}

/**
 * Types, the type's categories (the remembered one selected, else the first) and that category's items, in
 * `lang`. In another language they load again in place: the shown ones stay until the new ones come.
 */
export function useMenu(type: string, lang: Language): MenuState {
  // What has arrived already (prefetched, or seen before) is there in the first render: no loading pass.
  const [opening] = useState(() => openingFromLoaded(type, lang));
  const [types, setTypes] = useState<MenuType[] | null>(null);
  const [categories, setCategories] = useState<Category[] | null>(opening.categories);
  const [categoryId, setCategoryId] = useState<number | null>(opening.categoryId);
  const [items, setItems] = useState<MenuItem[] | null>(opening.items);
  const [failed, setFailed] = useState(false);
  const [itemsVersion, setItemsVersion] = useState(0);

  // Another type: its categories are loading, none is selected yet.
  const [categoriesOf, setCategoriesOf] = useState(type);
  if (categoriesOf !== type) {
    setCategoriesOf(type);
    setCategories(null);
    setCategoryId(null);
  }
  // Another category (or a reload): its items are loading.
  const [itemsOf, setItemsOf] = useState({ categoryId, itemsVersion });
  if (itemsOf.categoryId !== categoryId || itemsOf.itemsVersion !== itemsVersion) {
    setItemsOf({ categoryId, itemsVersion });
    if (categoryId !== null) {
      // Another category shows its items at once if they have arrived before; a reload always asks.
      setItems(itemsOf.itemsVersion === itemsVersion ? (loadedMenuItems(categoryId, lang) ?? null) : null);
      setFailed(false);
    }
  }

  useEffect(() => {
    let current = true;
    // A type missing from the cached list may be new since the cache was written: refresh once.
    loadMenuTypes(lang)
      .then((cached) => (cached.some((t) => t.type === type) ? cached : loadMenuTypes(lang, { force: true })))
      .then(
        (list) => current && setTypes(list),
        () => current && setTypes([]),
      );
    return () => {
      current = false;
    };
  }, [type, lang]);

  useEffect(() => {
    let current = true;
    loadCategories(type, lang).then(
      (list) => {
        if (!current) return;
        setCategories(list);
        // The category on screen stays when only the language changed.
        setCategoryId((shown) => (list.some((c) => c.categoryId === shown) ? shown : openingCategory(type, list)));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [type, lang]);

  useEffect(() => {
    if (categoryId === null) return;
    let current = true;
    loadMenuItems(categoryId, lang, { force: itemsVersion > 0 }).then(
      (list) => current && setItems(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [categoryId, lang, itemsVersion]);

  const selectCategory = useCallback(
    (id: number) => {
      rememberCategory(type, id);
      setCategoryId(id);
    },
    [type],
  );

  const reloadItems = useCallback(() => setItemsVersion((v) => v + 1), []);

  const shown = useRef({ categoryId, lang });
  useEffect(() => {
    shown.current = { categoryId, lang };
  }, [categoryId, lang]);
  const refresh = useCallback(async () => {
    forgetMenuItems();
    const asked = shown.current;
    if (asked.categoryId === null) return;
    try {
      const list = await loadMenuItems(asked.categoryId, asked.lang);
      // Another category or language chosen meanwhile loads its own items.
      if (shown.current === asked) setItems((items) => keepSoldOut(items, list));
    } catch (err) {
      // The items shown stay; the server refuses what cannot be ordered.
      console.warn('Reloading the menu failed', err);
    }
  }, []);

  return { types, categories, categoryId, items, failed, selectCategory, reloadItems, refresh };
}

/**
 * The items after a menu change, as the open page shows them: the menu lists only what can be ordered, so an
 * item switched off meanwhile is missing from `fresh`; it stays where it was, greyed out ("Ausverkauft"),
 * until it comes back. The shown order stays; new items come after it.
 */
function keepSoldOut(shown: MenuItem[] | null, fresh: MenuItem[]): MenuItem[] {
  if (!shown) return fresh;
  const byId = new Map(fresh.map((item) => [item.menuItemId, item]));
  const kept = shown.map((item) => byId.get(item.menuItemId) ?? { ...item, available: false });
  const shownIds = new Set(shown.map((item) => item.menuItemId));
  return [...kept, ...fresh.filter((item) => !shownIds.has(item.menuItemId))];
}

/** The type's categories, its opening category and that category's items, as far as they have arrived. */
function openingFromLoaded(type: string, lang: Language) {
  const categories = loadedCategories(type, lang) ?? null;
  const categoryId = categories ? openingCategory(type, categories) : null;
  const items = categoryId === null ? null : (loadedMenuItems(categoryId, lang) ?? null);
  return { categories, categoryId, items };
}
