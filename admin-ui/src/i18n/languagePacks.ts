import type { de } from './de';
import type { Locale } from './languages';
import type { DeepStringRecord } from './types';

/** One language besides German: the back office's texts, and react-admin's own in that language (none for English). */
export interface LanguagePack {
  texts: DeepStringRecord<typeof de>;
  /** react-admin's messages, merged over its English in this order. */
  ra?: object[];
}

// Each language is a chunk of its own, loaded only when it is the one shown (German is in the first download).
const LOADERS: Record<Exclude<Locale, 'de'>, () => Promise<{ default: LanguagePack }>> = {
  en: () => import('./packs/en'),
  ru: () => import('./packs/ru'),
  zh: () => import('./packs/zh'),
  ar: () => import('./packs/ar'),
  tr: () => import('./packs/tr'),
  sr: () => import('./packs/sr'),
  es: () => import('./packs/es'),
};

const loading = new Map<Locale, Promise<LanguagePack>>();

/** A language's pack, fetched once (the login and the back office share it); a failed fetch is tried again next time. */
export function loadLanguagePack(locale: Exclude<Locale, 'de'>): Promise<LanguagePack> {
  let pack = loading.get(locale);
  if (!pack) {
    pack = LOADERS[locale]().then((module) => module.default);
    pack.catch(() => loading.delete(locale));
    loading.set(locale, pack);
  }
  return pack;
}
