import type { GetListParams } from 'react-admin';

/** Multi-select filters: undefined means "Alle" (no restriction), [] means "Keine" (nothing matches). */
const MULTI_FILTERS = ['status', 'type', 'table'] as const;

export function selectsNothing(filter: Record<string, unknown>): boolean {
  return MULTI_FILTERS.some((key) => Array.isArray(filter[key]) && (filter[key] as unknown[]).length === 0);
}

/**
 * Maps react-admin's list parameters to the API's `page, size, sort=field,asc|desc` and filter parameters;
 * for an unpaged list (one answered whole) only the filters.
 */
export function toListSearch({ pagination, sort, filter }: Partial<GetListParams>, paged = true): URLSearchParams {
  const search = new URLSearchParams();
  if (paged) {
    const page = pagination?.page ?? 1;
    const perPage = pagination?.perPage ?? 25;
    search.set('page', String(page - 1));
    search.set('size', String(perPage));
    if (sort?.field) search.set('sort', `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}`);
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) search.append(key, String(v).trim());
  }
  return search;
}
