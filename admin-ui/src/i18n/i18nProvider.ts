import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { type I18nProvider, mergeTranslations, type TranslationMessages } from 'react-admin';
import { setCurrentLocale } from './currentLocale';
import { de } from './de';
import { initialLocale } from './initialLocale';
import { loadLanguagePack } from './languagePacks';
import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale } from './languages';
import { pluralRules } from './pluralRules';
import { raGermanMissing } from './raGermanMissing';

// English is every language's base, so a key a package lacks still shows words rather than a key path.
// ra-language-german 3.x and ra-language-russian 5.4 lack some react-admin 5 keys: our completions follow them.
// No maintained react-admin 5 package exists for zh, ar, tr, sr and es: ra/<lang>.ts translates react-admin's keys.
// German, the fallback, comes with the back office; every other language is loaded when it is chosen.
const GERMAN = mergeTranslations(englishMessages, germanMessages, raGermanMissing, de);

async function messagesOf(locale: Locale): Promise<TranslationMessages> {
  if (locale === 'de') return GERMAN;
  const { texts, ra = [] } = await loadLanguagePack(locale);
  return mergeTranslations(englishMessages, ...ra, texts);
}

/**
 * react-admin's i18n provider, ready with the language to start in (spec 9: the saved one, else the browser's,
 * else German). Should that language not load (offline on a first visit), the back office starts in German.
 * A later switch waits for its language; one that fails to load leaves the current language (react-admin says so).
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const wanted = initialLocale();
  const first = await messagesOf(wanted).then(
    (messages) => ({ locale: wanted, messages }),
    () => ({ locale: DEFAULT_LOCALE, messages: GERMAN }),
  );
  const loaded = new Map<Locale, TranslationMessages>([
    [DEFAULT_LOCALE, GERMAN],
    [first.locale, first.messages],
  ]);
  const shown = (locale: Locale, messages: TranslationMessages) => {
    loaded.set(locale, messages);
    setCurrentLocale(locale);
    return messages;
  };
  // polyglot asks for the first language at once (synchronously) and waits for any other.
  const getMessages = (requested: string) => {
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const ready = loaded.get(locale);
    return ready ? shown(locale, ready) : messagesOf(locale).then((messages) => shown(locale, messages));
  };
  return polyglotI18nProvider(getMessages, first.locale, [...LANGUAGES], { allowMissing: true, pluralRules });
}
