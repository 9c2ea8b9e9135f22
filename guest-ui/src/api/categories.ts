import type { Category } from '@tischlein/api-types';
import type { Language } from '../i18n/languages.ts';
import { asList, callApi, inLanguage } from './http.ts';

export type { Category } from '@tischlein/api-types';

// Categories are cached per type and language in memory for the life of the page (spec 4).
const byType = new Map<string, Promise<Category[]>>();
/** The lists already answered, for a screen's first render. */
const answered = new Map<string, Category[]>();

const cacheKey = (type: string, lang: Language) => `${type.toUpperCase()}:${lang}`;

/** Forgets every type's categories (a new page): the next load of each asks the server. */
export function forgetCategories(): void {
  byType.clear();
  answered.clear();
}

/** The type's categories in `lang` if they have already arrived (a screen then renders them at once), else undefined. */
export function loadedCategories(typeCode: string, lang: Language): Category[] | undefined {
  return answered.get(cacheKey(typeCode, lang));
}

/** GET /menu/categories?type=CODE&lang= (code upper-cased); a non-array answer is an empty list. */
export function loadCategories(typeCode: string, lang: Language): Promise<Category[]> {
  const type = typeCode.toUpperCase();
  const key = cacheKey(type, lang);
  let pending = byType.get(key);
  if (!pending) {
    pending = callApi<unknown>(inLanguage(`/menu/categories?type=${encodeURIComponent(type)}`, lang)).then((raw) => asList<Category>(raw));
    pending.then(
      (list) => answered.set(key, list),
      () => byType.delete(key),
    );
    byType.set(key, pending);
  }
  return pending;
}
