import { describe, expect, it } from 'vitest';
import { languageName, missingLanguages, toTranslations, TRANSLATION_LANGUAGES, translationsDraftOf } from './translations';

describe('translations in the catalogue forms', () => {
  it('edits all seven languages besides German, named in their own language', () => {
    expect(TRANSLATION_LANGUAGES.map(({ locale }) => locale)).toEqual(['en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es']);
    expect(languageName('ar')).toBe('العربية');
    expect(Object.keys(translationsDraftOf())).toHaveLength(7);
  });

  it('keeps the stored texts and fills the rest with blanks', () => {
    const draft = translationsDraftOf({ en: { name: 'Goulash' }, es: { description: 'picante' } });
    expect(draft.en).toEqual({ name: 'Goulash', description: '' });
    expect(draft.es).toEqual({ name: '', description: 'picante' });
    expect(draft.ru).toEqual({ name: '', description: '' });
  });

  it('sends trimmed texts, drops blank fields and empty languages, and only the resource’s fields', () => {
    const draft = {
      ...translationsDraftOf(),
      en: { name: ' Goulash ', description: '   ' },
      tr: { name: '', description: 'acı' },
      sr: { name: ' ', description: '' },
    };
    expect(toTranslations(draft, ['name', 'description'])).toEqual({ en: { name: 'Goulash' }, tr: { description: 'acı' } });
    expect(toTranslations(draft, ['name'])).toEqual({ en: { name: 'Goulash' } });
    // All blank: {} clears what was stored.
    expect(toTranslations(translationsDraftOf(), ['name', 'description'])).toEqual({});
  });

  it('marks a language missing where a field with German text has no translation', () => {
    const draft = { ...translationsDraftOf(), en: { name: 'Goulash', description: '' }, ru: { name: 'Гуляш', description: 'острый' } };
    expect(missingLanguages({ name: 'Gulasch', description: 'scharf' }, draft)).toEqual(['en', 'zh', 'ar', 'tr', 'sr', 'es']);
    // A field without German text needs no translation.
    expect(missingLanguages({ name: 'Gulasch', description: ' ' }, draft)).toEqual(['zh', 'ar', 'tr', 'sr', 'es']);
    expect(missingLanguages({ name: '' }, draft)).toEqual([]);
  });
});
