import { useMemo } from 'react';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { sortedTypes } from './productForm';

/** Every menu type (inactive ones too) and category, for the filters and the dialog. */
export function useMenuLists() {
  const types = useMenuTypes();
  const categories = useCategories();
  return useMemo(
    () => ({
      types: sortedTypes(types.data ?? []),
      categories: categories.data ?? [],
      categoryName: (id: number) => categories.data?.find((c) => c.categoryId === id)?.name ?? '',
      typeName: (code: string) => types.data?.find((t) => t.code === code)?.name ?? code,
    }),
    [types.data, categories.data],
  );
}

export type MenuLists = ReturnType<typeof useMenuLists>;
