import type { Locale } from './languages';

/** Which form of a `||||`-separated text a count picks; the numbers of forms each translation file must give. */
const russianGroups = (n: number) => {
  const lastTwo = n % 100;
  const last = lastTwo % 10;
  if (lastTwo !== 11 && last === 1) return 0;
  if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 1;
  return 2;
};

const arabic = (n: number) => {
  if (n < 3) return n;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 3;
  return lastTwo >= 11 ? 4 : 5;
};

/**
 * Polyglot's rules, with every one of our locales mapped (polyglot itself knows Serbian only as sr-RS).
 * Forms: de, en, es, tr two (one, other); ru and sr three (one, few, many); zh one; ar six (0, 1, 2, 3–10, 11–99, 100+).
 */
export const pluralRules = {
  pluralTypes: {
    german: (n: number) => (n !== 1 ? 1 : 0),
    russian: russianGroups,
    chinese: () => 0,
    arabic,
  },
  pluralTypeToLanguages: {
    german: ['de', 'en', 'es', 'tr'],
    russian: ['ru', 'sr'],
    chinese: ['zh'],
    arabic: ['ar'],
  } satisfies Record<string, Locale[]>,
};

export const PLURAL_FORMS: Record<Locale, number> = { de: 2, en: 2, es: 2, tr: 2, ru: 3, sr: 3, zh: 1, ar: 6 };
