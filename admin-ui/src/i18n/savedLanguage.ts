import { isLocale, type Locale } from './languages';

/**
 * The browser's UI settings entry (spec 3 "Local UI settings"; spec 9: the key ends in ui_settings_v1 behind the
 * product prefix), shared with the guest app on the same origin and with the look (common/uiSettings.ts). This
 * module only reads and writes its `lang` field and keeps every other field as it is.
 */
export const UI_SETTINGS_KEY = 'tischlein_ui_settings_v1';

/** The browser's localStorage, or undefined where there is none (tests) or it is blocked. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readSettings(storage: Storage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(UI_SETTINGS_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The saved language, or null when none (or an unknown one) is saved or the entry is malformed. */
export function savedLanguage(storage = browserStorage()): Locale | null {
  const { lang } = readSettings(storage);
  return isLocale(lang) ? lang : null;
}

export function saveLanguage(lang: Locale, storage = browserStorage()): void {
  try {
    storage?.setItem(UI_SETTINGS_KEY, JSON.stringify({ ...readSettings(storage), lang }));
  } catch {
    // Storage full or blocked: the language still applies until the next reload.
  }
}
