import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { describe, expect, it } from 'vitest';
import { raGermanMissing } from './raGermanMissing';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('German react-admin messages', () => {
  it('cover every key react-admin 5 has in English', () => {
    const german = new Set([...keys(germanMessages as Messages), ...keys(raGermanMissing as Messages)]);
    expect(keys(englishMessages as Messages).filter((key) => !german.has(key))).toEqual([]);
  });
});
