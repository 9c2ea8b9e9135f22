import { browserLocale, DEFAULT_LOCALE, type Locale } from './languages';
import { savedLanguage } from './savedLanguage';

/** Spec 9: the saved setting, else the browser's language, else German. */
export const initialLocale = (): Locale => savedLanguage() ?? browserLocale() ?? DEFAULT_LOCALE;
