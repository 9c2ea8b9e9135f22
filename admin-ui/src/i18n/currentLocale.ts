import { DEFAULT_LOCALE } from './languages';

/** The language the texts are shown in right now, for code outside React (number and date formats). */
let current: string = DEFAULT_LOCALE;

export const currentLocale = () => current;

export const setCurrentLocale = (locale: string) => {
  current = locale;
};
