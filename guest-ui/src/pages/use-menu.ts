import { useCallback, useEffect, useState } from 'react';
import { type Category, loadCategories } from '../api/categories.ts';
import { loadMenuItems, type MenuItem } from '../api/menu-items.ts';
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
  const [types, setTypes] = useState<MenuType[] | null>(null);
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [items, setItems] = useState<MenuItem[] | null>(null);
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
      setItems(null);
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
