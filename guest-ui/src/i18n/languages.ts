import type { Messages } from './locales/de.ts';
import en from './locales/en.ts';

export const LANGUAGES = ['de', 'en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, so a guest finds theirs without reading German. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  ru: 'Русский',
  zh: '中文',
  ar: 'العربية',
  tr: 'Türkçe',
  sr: 'Srpski',
  es: 'Español',
};

/** Locale for numbers and money per language; Austrian German by default, Western digits as on the bill. */
export const NUMBER_LOCALES: Record<Language, string> = {
  de: 'de-AT',
  en: 'en-IE',
  ru: 'ru-RU',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
  tr: 'tr-TR',
  sr: 'sr-Latn-RS',
  es: 'es-ES',
};

// Non-German dictionaries are loaded on demand, each as its own small chunk; English, the most asked for
// after German, is in the first download (a chunk of its own would be one more request before the first paint).
export const LOADERS: Record<Exclude<Language, 'de'>, () => Promise<{ default: Messages }>> = {
  en: () => Promise.resolve({ default: en }),
  ru: () => import('./locales/ru.ts'),
  zh: () => import('./locales/zh.ts'),
  ar: () => import('./locales/ar.ts'),
  tr: () => import('./locales/tr.ts'),
  sr: () => import('./locales/sr.ts'),
  es: () => import('./locales/es.ts'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved setting, else the first supported browser language, else German. */
export function initialLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'de';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
