import { describe, expect, it } from 'vitest';
import { browserLocale } from './languages';
import { saveLanguage, savedLanguage, UI_SETTINGS_KEY } from './savedLanguage';

/** A Storage in memory (vitest runs without a DOM here). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the saved language (ui_settings_v1 "lang")', () => {
  it('is read from the entry', () => {
    expect(savedLanguage(memoryStorage({ [UI_SETTINGS_KEY]: '{"lang":"ar","theme":"dark"}' }))).toBe('ar');
  });

  it('is null when missing, malformed, unknown or not an object', () => {
    expect(savedLanguage(memoryStorage())).toBeNull();
    expect(savedLanguage(memoryStorage({ [UI_SETTINGS_KEY]: '{not json' }))).toBeNull();
    expect(savedLanguage(memoryStorage({ [UI_SETTINGS_KEY]: '{"lang":"fr"}' }))).toBeNull();
    expect(savedLanguage(memoryStorage({ [UI_SETTINGS_KEY]: '["ar"]' }))).toBeNull();
    expect(savedLanguage(memoryStorage({ [UI_SETTINGS_KEY]: '"ar"' }))).toBeNull();
  });

  it('is saved beside the other fields of the entry', () => {
    const storage = memoryStorage({ [UI_SETTINGS_KEY]: '{"accent":"#FB9818","lang":"de"}' });
    saveLanguage('tr', storage);
    expect(JSON.parse(storage.getItem(UI_SETTINGS_KEY)!)).toEqual({ accent: '#FB9818', lang: 'tr' });
  });

  it('replaces a malformed entry', () => {
    const storage = memoryStorage({ [UI_SETTINGS_KEY]: 'garbage' });
    saveLanguage('sr', storage);
    expect(JSON.parse(storage.getItem(UI_SETTINGS_KEY)!)).toEqual({ lang: 'sr' });
  });
});

describe("the browser's language", () => {
  it('is the first supported one, regions ignored', () => {
    expect(browserLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(browserLocale(['zh-CN'])).toBe('zh');
  });

  it('is null when none is supported', () => {
    expect(browserLocale(['fr', 'it'])).toBeNull();
    expect(browserLocale([])).toBeNull();
  });
});
