import { KEY_PREFIX, readJson, readText, writeJson, writeText } from './storage.ts';

const LAST_TYPE_KEY = `${KEY_PREFIX}last_menu_type`;
const LAST_CATEGORY_KEY = `${KEY_PREFIX}last_category_v1`;

/** The menu type the guest chose last (upper case), if any. */
export function lastMenuType(): string | null {
  const type = readText(LAST_TYPE_KEY);
  return type ? type.toUpperCase() : null;
}

export function rememberMenuType(type: string): void {
  writeText(LAST_TYPE_KEY, type.toUpperCase());
}

function lastCategories(): Record<string, number> {
  const stored = readJson<Record<string, unknown>>(LAST_CATEGORY_KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

/** The category last chosen within this menu type. */
export function lastCategory(type: string): number | null {
  return lastCategories()[type.toUpperCase()] ?? null;
}

export function rememberCategory(type: string, categoryId: number): void {
  writeJson(LAST_CATEGORY_KEY, { ...lastCategories(), [type.toUpperCase()]: categoryId });
}
