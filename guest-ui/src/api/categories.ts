import type { Category } from '@tischlein/api-types';
import { asList, callApi } from './http.ts';

export type { Category } from '@tischlein/api-types';

// Categories are cached per type in memory for the life of the page (spec 4).
const byType = new Map<string, Promise<Category[]>>();
/** The lists already answered, for a screen's first render. */
const answered = new Map<string, Category[]>();

/** The type's categories if they have already arrived (a screen then renders them at once), else undefined. */
export function loadedCategories(typeCode: string): Category[] | undefined {
  return answered.get(typeCode.toUpperCase());
}

/** GET /menu/categories?type=CODE (upper-cased); a non-array answer is an empty list. */
export function loadCategories(typeCode: string): Promise<Category[]> {
  const type = typeCode.toUpperCase();
  let pending = byType.get(type);
  if (!pending) {
    pending = callApi<unknown>(`/menu/categories?type=${encodeURIComponent(type)}`).then((raw) => asList<Category>(raw));
    pending.then(
      (list) => answered.set(type, list),
      () => byType.delete(type),
    );
    byType.set(type, pending);
  }
  return pending;
}
