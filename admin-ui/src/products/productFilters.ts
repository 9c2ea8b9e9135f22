import type { SortPayload } from 'react-admin';
import type { Product } from './product.types';

/** Spec 2 "Products": sort by Name (A–Z) or Preis. */
export const PRODUCT_SORTS = {
  name: { field: 'name', order: 'ASC' },
  price: { field: 'basePrice', order: 'ASC' },
} as const satisfies Record<string, SortPayload>;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export interface ProductFilterValues {
  /** Menu type code; '' = all types. */
  typeCode: string;
  /** '' = all categories (of the chosen type). */
  categoryId: number | '';
  q: string;
  sort: ProductSort;
  /** "Übersetzung fehlt": only products lacking a translation. */
  missingTranslation: boolean;
}

export const PRODUCTS_DEFAULT_FILTERS: ProductFilterValues = {
  typeCode: '',
  categoryId: '',
  q: '',
  sort: 'name',
  missingTranslation: false,
};

/** Whether a filter narrows the list (the sort does not): then "nothing found" offers to reset it. */
export const narrowsProducts = (filters: ProductFilterValues) =>
  filters.typeCode !== '' || filters.categoryId !== '' || filters.q.trim() !== '' || filters.missingTranslation;

/** Spec 9: the admin product list fetches 20 a page. */
export const PRODUCTS_PER_PAGE = 20;

/** Whatever the browser stored, a usable set of filters. */
export function sanitizeProductFilters(stored: Partial<ProductFilterValues> | null | undefined): ProductFilterValues {
  const s = stored ?? {};
  return {
    typeCode: typeof s.typeCode === 'string' ? s.typeCode : '',
    categoryId: typeof s.categoryId === 'number' && Number.isInteger(s.categoryId) ? s.categoryId : '',
    q: typeof s.q === 'string' ? s.q : '',
    sort: s.sort === 'price' ? 'price' : 'name',
    missingTranslation: s.missingTranslation === true,
  };
}

/** The list request's filter: GET /admin/menu/items?type=&categoryId=&q=&missingTranslation=true (spec 7). */
export function toProductApiFilter({ typeCode, categoryId, q, missingTranslation }: ProductFilterValues): Record<string, string | number> {
  const filter: Record<string, string | number> = {};
  if (missingTranslation) filter.missingTranslation = 'true';
  if (typeCode) filter.type = typeCode;
  if (categoryId !== '') filter.categoryId = categoryId;
  if (q.trim()) filter.q = q.trim();
  return filter;
}

/** A new type filter drops a category that belongs to another type. */
export function withTypeFilter(filters: ProductFilterValues, typeCode: string, categoryIdsOfType: number[]): ProductFilterValues {
  const keepCategory = filters.categoryId !== '' && categoryIdsOfType.includes(filters.categoryId);
  return { ...filters, typeCode, categoryId: keepCategory ? filters.categoryId : '' };
}

/** The same filters and order, applied in the browser to the guests' lists (the fallback without the admin API). */
export function filterProductsLocally<T extends Pick<Product, 'name' | 'description' | 'typeCode' | 'categoryId' | 'basePrice'>>(
  items: readonly T[],
  filters: ProductFilterValues,
): T[] {
  const q = filters.q.trim().toLocaleLowerCase('de');
  const matching = items.filter(
    (item) =>
      (!filters.typeCode || item.typeCode === filters.typeCode) &&
      (filters.categoryId === '' || item.categoryId === filters.categoryId) &&
      (!q || `${item.name}\n${item.description ?? ''}`.toLocaleLowerCase('de').includes(q)),
  );
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'de');
  return matching.sort(filters.sort === 'price' ? (a, b) => a.basePrice - b.basePrice || byName(a, b) : byName);
}
