import type { Language } from '../languages.ts';
import de, { type StatementTexts } from './de.ts';

// German comes with the statement's page; each other language is a small chunk of its own, loaded when chosen.
export const STATEMENT_LOADERS: Record<Exclude<Language, 'de'>, () => Promise<{ default: StatementTexts }>> = {
  en: () => import('./en.ts'),
  ru: () => import('./ru.ts'),
  zh: () => import('./zh.ts'),
  ar: () => import('./ar.ts'),
  tr: () => import('./tr.ts'),
  sr: () => import('./sr.ts'),
  es: () => import('./es.ts'),
};

/** The statement's texts in the given language. */
export async function loadStatementTexts(language: Language): Promise<StatementTexts> {
  return language === 'de' ? de : (await STATEMENT_LOADERS[language]()).default;
}
