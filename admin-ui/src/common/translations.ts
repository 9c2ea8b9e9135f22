import type { TranslationLanguage } from '@tischlein/api-types';
import { LANGUAGES } from '../i18n/languages';

/** The guest-facing texts that have translations; products and categories have both, menu types and extras a name only. */
export type TranslatedField = 'name' | 'description';

/** Stored translations as the API sends and takes them: `{ en: { name: 'Beef goulash' } }`; a field left out is German. */
type Translations = Record<string, Record<string, string>>;

/** What a form edits: every language, every field, '' where there is no translation. */
export type TranslationsDraft = Record<TranslationLanguage, Record<TranslatedField, string>>;

/** The seven languages besides German, each named in its own language (English, Русский, …). */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language.locale !== 'de') as ReadonlyArray<{
  locale: TranslationLanguage;
  name: string;
}>;

/** The longest text of each field, as long as the German one may be. */
export const TRANSLATION_MAX_LENGTH: Record<TranslatedField, number> = { name: 100, description: 2000 };

export function translationsDraftOf(stored: Translations = {}): TranslationsDraft {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map(({ locale }) => [
      locale,
      { name: stored[locale]?.name ?? '', description: stored[locale]?.description ?? '' },
    ]),
  ) as TranslationsDraft;
}

/** The payload: the fields the resource has, trimmed; blank ones and empty languages dropped (they fall back to German). */
export function toTranslations(draft: TranslationsDraft, fields: readonly TranslatedField[]): Translations {
  const result: Translations = {};
  for (const { locale } of TRANSLATION_LANGUAGES) {
    const kept = fields.map((field) => [field, draft[locale][field].trim()] as const).filter(([, text]) => text !== '');
    if (kept.length > 0) result[locale] = Object.fromEntries(kept);
  }
  return result;
}

/**
 * The languages in which a field that has German text has no translation (as the server counts them for
 * `missingTranslations`), to mark them while the form is edited.
 */
export function missingLanguages(german: Partial<Record<TranslatedField, string>>, draft: TranslationsDraft): TranslationLanguage[] {
  const fields = (Object.keys(german) as TranslatedField[]).filter((field) => german[field]?.trim());
  return TRANSLATION_LANGUAGES.map(({ locale }) => locale).filter((locale) => fields.some((field) => !draft[locale][field].trim()));
}

/** A language's own name ("Русский"); the code when it is not one of ours. */
export const languageName = (locale: string) => TRANSLATION_LANGUAGES.find((language) => language.locale === locale)?.name ?? locale;
