import { useCallback, useEffect, useState } from 'react';
import { type Category, loadCategories, loadedCategories } from '../api/categories.ts';
import { loadedMenuItems, loadMenuItems, type MenuItem } from '../api/menu-items.ts';
import { loadMenuTypes, type MenuType } from '../api/menu-types.ts';
import { rememberCategory } from '../prefs/menu-memory.ts';
import { openingCategory } from './menu-prefetch.ts';

export interface MenuState {
  types: MenuType[] | null;
  categories: Category[] | null;
  categoryId: number | null;
  items: MenuItem[] | null;
  failed: boolean;
  selectCategory: (id: number) => void;
  reloadItems: () => void;
}

/** Types, the type's categories (the remembered one selected, else the first) and that category's items. */
export function useMenu(type: string): MenuState {
  // What has arrived already (prefetched, or seen before) is there in the first render: no loading pass.
  const [opening] = useState(() => openingFromLoaded(type));
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
      setItems(itemsOf.itemsVersion === itemsVersion ? (loadedMenuItems(categoryId) ?? null) : null);
      setFailed(false);
    }
  }

  useEffect(() => {
    // A type missing from the cached list may be new since the cache was written: refresh once.
    loadMenuTypes()
      .then((cached) => (cached.some((t) => t.type === type) ? cached : loadMenuTypes({ force: true })))
      .then(setTypes, () => setTypes([]));
  }, [type]);

  useEffect(() => {
    let current = true;
    loadCategories(type).then(
      (list) => {
        if (!current) return;
        setCategories(list);
        setCategoryId(openingCategory(type, list));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [type]);

  useEffect(() => {
    if (categoryId === null) return;
    let current = true;
    loadMenuItems(categoryId, { force: itemsVersion > 0 }).then(
      (list) => current && setItems(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [categoryId, itemsVersion]);

  const selectCategory = useCallback(
    (id: number) => {
      rememberCategory(type, id);
      setCategoryId(id);
    },
    [type],
  );

  const reloadItems = useCallback(() => setItemsVersion((v) => v + 1), []);

  return { types, categories, categoryId, items, failed, selectCategory, reloadItems };
}

/** The type's categories, its opening category and that category's items, as far as they have arrived. */
function openingFromLoaded(type: string) {
  const categories = loadedCategories(type) ?? null;
  const categoryId = categories ? openingCategory(type, categories) : null;
  const items = categoryId === null ? null : (loadedMenuItems(categoryId) ?? null);
  return { categories, categoryId, items };
}
