import { de } from '../i18n/de';
import { loadLanguagePack } from '../i18n/languagePacks';
import type { Locale } from '../i18n/languages';

type Messages = { [key: string]: string | Messages };

function lookUp(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/**
 * A translate function for the login's own texts (`app.login.*`), without react-admin's i18n provider. German is
 * in the login's own script; another language's pack is the one the back office then uses too.
 */
export async function loadLoginTranslate(locale: Locale): Promise<(key: string) => string> {
  const messages: Messages = locale === 'de' ? de : (await loadLanguagePack(locale)).texts;
  return (key) => lookUp(messages, key);
}
