import { currentLocale } from '../i18n/currentLocale';
import { restaurantTimeZone } from '../i18n/timeZone';

/** The Intl locale for each language: the restaurant is in Austria, so German is Austrian German. */
const INTL_LOCALE: Record<string, string> = {
  de: 'de-AT',
  en: 'en-GB',
  ru: 'ru-RU',
  zh: 'zh-CN',
  ar: 'ar',
  tr: 'tr-TR',
  sr: 'sr-Latn-RS',
  es: 'es-ES',
};

/** The Intl locale of the current UI language. */
export const intlLocale = () => INTL_LOCALE[currentLocale()] ?? 'de-AT';

/** Formatters are costly to build: one per language, time zone and kind. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, build: (locale: string, timeZone: string) => T): T {
  const locale = intlLocale();
  const timeZone = restaurantTimeZone();
  const key = `${kind}:${locale}:${timeZone}`;
  if (!cache.has(key)) cache.set(key, build(locale, timeZone));
  return cache.get(key) as T;
}

const euro = () => cached('euro', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const number = () => cached('number', (locale) => new Intl.NumberFormat(locale));
const dateTime = () =>
  cached(
    'dateTime',
    (locale, timeZone) =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
const time = () => cached('time', (locale, timeZone) => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }));

/** Euro in the chosen language's format, e.g. € 12,50 (de), €12.50 (en). */
export const formatEuro = (amount: number | null | undefined) => euro().format(amount ?? 0);

export const formatNumber = (value: number | null | undefined) => number().format(value ?? 0);

/** Date and time in the restaurant's time zone in the chosen language's format, e.g. 22.11.2026, 13:05 (de). */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime().format(new Date(iso)) : '–');

export const formatTime = (iso: string | null | undefined) => (iso ? time().format(new Date(iso)) : '–');

/** Whole minutes since a moment (never negative). */
export const minutesSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
