import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { mergeTranslations } from 'react-admin';
import { de } from './de';
import { raGermanMissing } from './raGermanMissing';

// ra-language-german 3.x lacks many react-admin 5 keys: English is the base, then German, then our completions.
const messages = mergeTranslations(englishMessages, germanMessages, raGermanMissing, de);

export const i18nProvider = polyglotI18nProvider(() => messages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});
