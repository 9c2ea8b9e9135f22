import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import de from './de.ts';
import { STATEMENT_LOADERS } from './load.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the accessibility statement in every language', () => {
  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s has every German key, no others, none empty, same placeholders', async (language) => {
    const texts: Record<string, string> = (await STATEMENT_LOADERS[language as Exclude<typeof language, 'de'>]()).default;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(de).sort());
    for (const [key, german] of Object.entries(de)) {
      expect(texts[key].trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(texts[key]), `${language}: ${key}`).toEqual(placeholders(german));
    }
  });
});
