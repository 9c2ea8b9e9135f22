import { de } from '../i18n/de';
import type { Locale } from '../i18n/languages';

type Messages = { [key: string]: string | Messages };

// German (the default) is in the login's own script; every other language is a chunk of its own, loaded
// only when it is the one shown.
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  de: () => Promise.resolve(de),
  en: () => import('../i18n/en').then((m) => m.en),
  ru: () => import('../i18n/ru').then((m) => m.ru),
  zh: () => import('../i18n/zh').then((m) => m.zh),
  ar: () => import('../i18n/ar').then((m) => m.ar),
  tr: () => import('../i18n/tr').then((m) => m.tr),
  sr: () => import('../i18n/sr').then((m) => m.sr),
  es: () => import('../i18n/es').then((m) => m.es),
};

function lookUp(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/** A translate function for the login's own texts (`app.login.*`), without react-admin's i18n provider. */
export async function loadLoginTranslate(locale: Locale): Promise<(key: string) => string> {
  const messages = await LOADERS[locale]();
  return (key) => lookUp(messages, key);
}
