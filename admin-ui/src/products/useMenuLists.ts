import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { CategoryRecord, MenuTypeRecord } from './product.types';
import { sortedTypes } from './productForm';

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' as const } };

/** Every menu type (inactive ones too) and category, for the filters and the dialog. */
export function useMenuLists() {
  const types = useGetList<MenuTypeRecord>('menu-types', { ...WHOLE_LIST, filter: { onlyActive: false } });
  const categories = useGetList<CategoryRecord>('categories', WHOLE_LIST);
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
