/** The eight languages of the back office (spec 9), each named in its own language. */
export const LANGUAGES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'zh', name: '中文' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'sr', name: 'Srpski' },
  { locale: 'es', name: 'Español' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LOCALE: Locale = 'de';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && LANGUAGES.some((language) => language.locale === value);

export type Direction = 'ltr' | 'rtl';

export const isRightToLeft = (locale: string) => locale === 'ar';

/** The first supported language among the browser's preferences ("en-GB" counts as en), or null. */
export function browserLocale(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Locale | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
