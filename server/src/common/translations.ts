import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { badRequest } from './api-error.js';
import { QueryBoolean, TransformValue } from './transforms.js';

/** The guest app's languages; German is the menu's own, the others are optional translations (spec 1). */
export const LANGUAGES = ['de', 'en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((lang): lang is Exclude<Language, 'de'> => lang !== 'de');
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export type TranslatedField = 'name' | 'description';
/** Per language, the translated fields: `{ en: { name: 'Beef goulash', description: '…' } }`; a field left out is German. */
export type Translations = Partial<Record<TranslationLanguage, Partial<Record<TranslatedField, string>>>>;

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a guest asks the menu in: `?lang=` if it names one of ours, else the first of ours in
 * Accept-Language (in the order of its q-values), else German.
 */
export function guestLanguage(langParam: unknown, acceptLanguage?: string): Language {
  if (typeof langParam === 'string' && isLanguage(langParam.toLowerCase())) return langParam.toLowerCase() as Language;
  if (!acceptLanguage) return 'de';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find(({ lang }) => isLanguage(lang))?.lang as Language | undefined) ?? 'de';
}

/** The fields in `lang`, each falling back to German on its own when it has no translation. */
export function translated<T extends Partial<Record<TranslatedField, string>>>(german: T, translations: Translations, lang: Language): T {
  if (lang === 'de') return german;
  const own = translations[lang];
  if (!own) return german;
  const result = { ...german };
  for (const field of Object.keys(german) as TranslatedField[]) {
    const text = own[field];
    if (text) (result as Record<TranslatedField, string>)[field] = text;
  }
  return result;
}

/**
 * The languages in which a field that has German text has no translation (a field without German text needs
 * none): the back office's "missing" marker and its "Übersetzung fehlt" filter.
 */
export function missingLanguages(german: Partial<Record<TranslatedField, string>>, translations: Translations): TranslationLanguage[] {
  const fields = (Object.keys(german) as TranslatedField[]).filter((field) => german[field]?.trim());
  return TRANSLATION_LANGUAGES.filter((lang) => fields.some((field) => !translations[lang]?.[field]?.trim()));
}

/** Trimmed texts, empty ones and empty languages dropped: what is stored. Anything malformed is left for the validator. */
function cleaned(value: unknown): unknown {
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [lang, fields] of Object.entries(value as Record<string, unknown>)) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      result[lang] = fields;
      continue;
    }
    const kept = Object.entries(fields as Record<string, unknown>)
      .map(([field, text]) => [field, typeof text === 'string' ? text.trim() : text] as const)
      .filter(([, text]) => text !== '');
    if (kept.length) result[lang] = Object.fromEntries(kept);
  }
  return result;
}

function problemOf(value: unknown, maxLengths: Partial<Record<TranslatedField, number>>): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'muss ein Objekt je Sprache sein';
  for (const [lang, fields] of Object.entries(value)) {
    if (!(TRANSLATION_LANGUAGES as string[]).includes(lang))
      return `unbekannte Sprache "${lang}" (erlaubt: ${TRANSLATION_LANGUAGES.join(', ')})`;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return `${lang}: muss ein Objekt sein`;
    for (const [field, text] of Object.entries(fields as Record<string, unknown>)) {
      const max = maxLengths[field as TranslatedField];
      if (max === undefined) return `${lang}: unbekanntes Feld "${field}" (erlaubt: ${Object.keys(maxLengths).join(', ')})`;
      if (typeof text !== 'string') return `${lang}.${field}: muss Text sein`;
      if (text.length > max) return `${lang}.${field}: darf höchstens ${max} Zeichen lang sein`;
    }
  }
  return null;
}

/**
 * The optional translations of a catalogue form: per language (en, ru, zh, ar, tr, sr, es) the given fields,
 * each at most as long as its German field. Blank texts are dropped; omitted, the stored ones stay.
 */
export function TranslationsField(maxLengths: Partial<Record<TranslatedField, number>>) {
  const fields = Object.keys(maxLengths).join(', ');
  return applyDecorators(
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
      example: { en: { name: 'Beef goulash' } },
      description: `Übersetzungen je Sprache (${TRANSLATION_LANGUAGES.join(', ')}) der Felder ${fields}; fehlt ein Feld, gilt das Deutsche`,
    }),
    IsOptional(),
    TransformValue(cleaned),
    ValidateBy({
      name: 'translations',
      validator: {
        validate: (value) => problemOf(value, maxLengths) === null,
        defaultMessage: (args) => problemOf(args?.value, maxLengths) ?? 'ungültig',
      },
    }),
  );
}

/** The stored translations in a back-office answer. */
export const translationsProperty = () =>
  ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    description: `Übersetzungen je Sprache (${TRANSLATION_LANGUAGES.join(', ')}); fehlt ein Feld, gilt das Deutsche`,
  });

/** The languages a back-office answer still lacks a translation in ("Übersetzung fehlt"). */
export const missingTranslationsProperty = () =>
  ApiProperty({
    enum: TRANSLATION_LANGUAGES,
    enumName: 'TranslationLanguage',
    isArray: true,
    description: 'Sprachen, in denen eine Übersetzung fehlt',
  });

const BAD_LANGUAGE = `lang: muss eine von ${LANGUAGES.join(', ')} sein`;

/**
 * The language a guest menu request asks for: `?lang=` (400 for a language we do not offer), else
 * Accept-Language, else German.
 */
export const GuestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language => {
  const request = context.switchToHttp().getRequest<{ query: Record<string, unknown>; headers: Record<string, string | undefined> }>();
  const lang = request.query.lang;
  if (lang !== undefined && (typeof lang !== 'string' || !isLanguage(lang.toLowerCase()))) {
    throw badRequest(BAD_LANGUAGE, [{ field: 'lang', message: BAD_LANGUAGE.slice('lang: '.length) }]);
  }
  return guestLanguage(lang, request.headers['accept-language']);
});

/** The back-office lists' filter "Übersetzung fehlt" (`?missingTranslation=true`). */
export const MissingTranslationFilter = () =>
  applyDecorators(
    ApiPropertyOptional({
      default: false,
      description: 'Nur Einträge, denen in einer Sprache eine Übersetzung fehlt ("Übersetzung fehlt")',
    }),
    IsOptional(),
    QueryBoolean(),
    IsBoolean({ message: 'muss true oder false sein' }),
  );

/** A back-office list narrowed to the entries lacking a translation, when asked to. */
export function withMissingTranslation<T extends { missingTranslations: TranslationLanguage[] }>(list: T[], onlyMissing?: boolean): T[] {
  return onlyMissing ? list.filter((entry) => entry.missingTranslations.length > 0) : list;
}

/** A text of the menu a translator works on: what it is, its German fields and their translations. */
export interface TranslatableText {
  kind: 'menuType' | 'category' | 'item' | 'extra';
  id: number;
  german: Partial<Record<TranslatedField, string>>;
  translations: Translations;
}
