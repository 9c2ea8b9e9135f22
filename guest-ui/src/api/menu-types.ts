import type { MenuType as WireMenuType } from '@tischlein/api-types';
import type { Language } from '../i18n/languages.ts';
import { KEY_PREFIX, readJson, writeJson } from '../prefs/storage.ts';
import { asList, callApi, inLanguage } from './http.ts';

export interface MenuType {
  /** Upper-case code such as FOOD. */
  type: string;
  typeName: string;
  sortOrder: number;
}

export const TYPES_CACHE_KEY = `${KEY_PREFIX}cache_types_v5`;
export const TYPES_CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The wire's menu type, and the other spellings the spec says to read (type, typeName). */
type RawType = { [Field in keyof WireMenuType]?: unknown } & { type?: unknown; typeName?: unknown };

/** Reads type or code, typeName or name (falling back to the code); non-numeric sortOrder counts as last. */
export function normalizeTypes(raw: unknown): MenuType[] {
  const types = asList<RawType>(raw).flatMap((entry): MenuType[] => {
    const code = typeof entry?.type === 'string' ? entry.type : typeof entry?.code === 'string' ? entry.code : '';
    if (!code) return [];
    const name =
      typeof entry.typeName === 'string' && entry.typeName
        ? entry.typeName
        : typeof entry.name === 'string' && entry.name
          ? entry.name
          : code.toUpperCase();
    const order = typeof entry.sortOrder === 'number' ? entry.sortOrder : Number.parseFloat(String(entry.sortOrder));
    return [{ type: code.toUpperCase(), typeName: name, sortOrder: Number.isFinite(order) ? order : Number.POSITIVE_INFINITY }];
  });
  // Array.prototype.sort is stable: ties keep the server's order.
  return types.sort((a, b) => (a.sortOrder === b.sortOrder ? 0 : a.sortOrder < b.sortOrder ? -1 : 1));
}

interface CacheEntry {
  savedAt: number;
  /** The language the names are in. */
  lang: Language;
  types: MenuType[];
}

/**
 * The cached types when the entry is well-formed, in `lang` and younger than 24 hours; anything else (an entry
 * in another language, or from before the names were translated) counts as no cache.
 */
export function readCachedTypes(lang: Language, now = Date.now()): MenuType[] | null {
  const entry = readJson<CacheEntry>(TYPES_CACHE_KEY);
  if (!entry || typeof entry !== 'object' || typeof entry.savedAt !== 'number' || !Array.isArray(entry.types)) return null;
  if (entry.lang !== lang) return null;
  if (entry.savedAt > now || now - entry.savedAt >= TYPES_CACHE_LIFETIME_MS) return null;
  const types = normalizeTypes(entry.types.map((t) => ({ ...t, sortOrder: t?.sortOrder ?? null })));
  return types.length === entry.types.length && types.length > 0 ? types : null;
}

/** GET /menu/types?lang= through the 24-hour cache (one language at a time); `force` skips the cache and refreshes it. */
export async function loadMenuTypes(lang: Language, { force = false, now = Date.now() } = {}): Promise<MenuType[]> {
  const cached = force ? null : readCachedTypes(lang, now);
  if (cached) return cached;
  const types = normalizeTypes(await callApi<unknown>(inLanguage('/menu/types', lang)));
  if (types.length) writeJson(TYPES_CACHE_KEY, { savedAt: now, lang, types } satisfies CacheEntry);
  return types;
}
