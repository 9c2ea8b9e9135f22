import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { LANGUAGES, type Locale } from './languages';
import { PLURAL_FORMS } from './pluralRules';
import { raArabic } from './ra/ar';
import { raSpanish } from './ra/es';
import { raRussianMissing } from './ra/ruMissing';
import { raSerbian } from './ra/sr';
import { raTurkish } from './ra/tr';
import { raChinese } from './ra/zh';
import { ru } from './ru';
import { sr } from './sr';
import { tr } from './tr';
import { zh } from './zh';

type Messages = { [key: string]: string | Messages };

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const keysOf = (messages: Messages) => leaves(messages).map(([key]) => key);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const formCount = (text: string) => text.split('||||').length;

const OURS: Record<Exclude<Locale, 'de'>, Messages> = { en, ru, zh, ar, tr, sr, es };
const GERMAN = leaves(de);
const GERMAN_TEXTS = new Map(GERMAN);
// Words that are the same in German and in the other language (names, codes, loan words).
const SAME_AS_GERMAN =
  /^(Extras?|Login|Name|Name \(A–Z\)|Code|Status|Gluten|Soja|Tischlein.*|Extra \|\|\|\| Extras|\+%\{count\}|Pos\.|PNG.*|SVG.*|QR.*|Nr\.|IBAN|BIC|Profil|Telefon|Kontakt|Support|Website|Service|Logo|Administrator|%\{time\} min|Dessert|Station|Port)$/;

describe.each(Object.entries(OURS))('the back office texts in %s', (locale, messages) => {
  const texts = new Map(leaves(messages));

  it('have every key of de.ts and no other', () => {
    expect([...texts.keys()].sort()).toEqual(GERMAN.map(([key]) => key).sort());
  });

  it('have no empty text', () => {
    expect([...texts].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keep the placeholders of every German text', () => {
    const wrong = GERMAN.filter(([key, german]) => {
      const text = texts.get(key) ?? '';
      return text.split('||||').some((form) => placeholders(form).join() !== placeholders(german.split('||||')[0]).join());
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it(`give each plural text as many forms as polyglot's ${locale} rule picks from`, () => {
    const wrong = GERMAN.filter(
      ([key, german]) => german.includes('||||') && formCount(texts.get(key) ?? '') !== PLURAL_FORMS[locale as Locale],
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('leave no German text untranslated', () => {
    const german = [...texts].filter(([key, text]) => text === GERMAN_TEXTS.get(key) && !SAME_AS_GERMAN.test(text));
    expect(german).toEqual([]);
  });
});

const RA_OURS = { zh: raChinese, ar: raArabic, tr: raTurkish, sr: raSerbian, es: raSpanish } as Record<string, Messages>;
const RA_ENGLISH = leaves(englishMessages as Messages);

describe.each(Object.entries(RA_OURS))("react-admin's own texts in %s", (locale, messages) => {
  const texts = new Map(leaves(messages));

  it('have every key of ra-language-english and no other', () => {
    expect([...texts.keys()].sort()).toEqual(RA_ENGLISH.map(([key]) => key).sort());
  });

  it('have no empty text (but the blank for an unknown boolean) and keep the placeholders', () => {
    const wrong = RA_ENGLISH.filter(([key, english]) => {
      const text = texts.get(key) ?? '';
      if (key === 'ra.boolean.null') return text === '';
      if (text.trim() === '') return true;
      return text.split('||||').some((form) => placeholders(form).some((name) => !placeholders(english).includes(name)));
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it(`give each plural text as many forms as polyglot's ${locale} rule picks from`, () => {
    const wrong = RA_ENGLISH.filter(
      ([key, english]) => english.includes('||||') && formCount(texts.get(key) ?? '') !== PLURAL_FORMS[locale as Locale],
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

describe('Russian react-admin messages', () => {
  it('cover every key react-admin 5 has in English (package plus completions)', () => {
    const russian = new Set([...keysOf(russianMessages as Messages), ...keysOf(raRussianMissing as Messages)]);
    expect(keysOf(englishMessages as Messages).filter((key) => !russian.has(key))).toEqual([]);
  });
});

describe('the language list', () => {
  it('names the eight languages of the spec', () => {
    expect(LANGUAGES.map(({ locale }) => locale)).toEqual(['de', 'en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es']);
  });
});
