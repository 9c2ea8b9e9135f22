import { KEY_PREFIX, readJson, readText, writeJson, writeText } from './storage.ts';

/** Shared with the back office on the same origin: we only touch `lang` and keep its other fields. */
const UI_SETTINGS_KEY = `${KEY_PREFIX}ui_settings_v1`;
const THEME_KEY = 'theme';

export type Theme = 'light' | 'dark';

export function savedLanguage(): string | null {
  const settings = readJson<Record<string, unknown>>(UI_SETTINGS_KEY);
  return settings && typeof settings === 'object' && typeof settings.lang === 'string' ? settings.lang : null;
}

export function saveLanguage(lang: string): void {
  const settings = readJson<Record<string, unknown>>(UI_SETTINGS_KEY);
  writeJson(UI_SETTINGS_KEY, { ...(settings && typeof settings === 'object' ? settings : {}), lang });
}

export function savedTheme(): Theme {
  return readText(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

export function saveTheme(theme: Theme): void {
  writeText(THEME_KEY, theme);
  applyTheme(theme);
}
