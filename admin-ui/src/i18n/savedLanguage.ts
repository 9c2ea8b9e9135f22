import { isLocale, type Locale } from './languages';

/**
 * The browser's UI settings entry (spec 3 "Local UI settings"), shared with the guest app on the same origin.
 * This module only reads and writes its `lang` field and keeps every other field as it is.
 */
export const UI_SETTINGS_KEY = 'tischlein_ui_settings_v1';

function readSettings(storage: Storage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UI_SETTINGS_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The saved language, or null when none (or an unknown one) is saved or the entry is malformed. */
export function savedLanguage(storage: Storage = localStorage): Locale | null {
  const { lang } = readSettings(storage);
  return isLocale(lang) ? lang : null;
}

export function saveLanguage(lang: Locale, storage: Storage = localStorage): void {
  try {
    storage.setItem(UI_SETTINGS_KEY, JSON.stringify({ ...readSettings(storage), lang }));
  } catch {
    // Storage full or blocked: the language still applies until the next reload.
  }
}
