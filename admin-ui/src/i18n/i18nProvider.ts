import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { initialLocale } from './initialLocale';
import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale } from './languages';
import { raArabic } from './ra/ar';
import { raRussianMissing } from './ra/ruMissing';
import { raSerbian } from './ra/sr';
import { raSpanish } from './ra/es';
import { raTurkish } from './ra/tr';
import { raChinese } from './ra/zh';
import { pluralRules } from './pluralRules';
import { raGermanMissing } from './raGermanMissing';
import { ru } from './ru';
import { sr } from './sr';
import { tr } from './tr';
import { zh } from './zh';
import { setCurrentLocale } from './currentLocale';

// English is every language's base, so a key a package lacks still shows words rather than a key path.
// ra-language-german 3.x and ra-language-russian 5.4 lack some react-admin 5 keys: our completions follow them.
// No maintained react-admin 5 package exists for zh, ar, tr, sr and es: ra/<lang>.ts translates react-admin's keys.
const MESSAGES: Record<Locale, TranslationMessages> = {
  de: mergeTranslations(englishMessages, germanMessages, raGermanMissing, de),
  en: mergeTranslations(englishMessages, en),
  ru: mergeTranslations(englishMessages, russianMessages, raRussianMissing, ru),
  zh: mergeTranslations(englishMessages, raChinese, zh),
  ar: mergeTranslations(englishMessages, raArabic, ar),
  tr: mergeTranslations(englishMessages, raTurkish, tr),
  sr: mergeTranslations(englishMessages, raSerbian, sr),
  es: mergeTranslations(englishMessages, raSpanish, es),
};

const getMessages = (locale: string) => {
  const supported = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setCurrentLocale(supported);
  return MESSAGES[supported];
};

export const i18nProvider = polyglotI18nProvider(getMessages, initialLocale(), [...LANGUAGES], {
  allowMissing: true,
  pluralRules,
});
