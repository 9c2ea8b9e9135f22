import type { Translate } from '../i18n/i18n.tsx';

// The server's rule for a guest's name (server/src/sessions/guest-name.ts), checked here so the guest reads the
// refusal in their language; the server has the last word.

const MAX = 20;

// Han belongs to Japanese (with kana) and Korean (with hangul); a letter of a script not listed is refused.
const ONE_SCRIPT =
  'Latin Greek Cyrillic Armenian Georgian Hebrew Arabic Devanagari Bengali Gurmukhi Gujarati Tamil Telugu Kannada Malayalam Sinhala Thai Ethiopic';
const anyOf = (scripts: string[]) => new RegExp(`[${scripts.map((script) => `\\p{scx=${script}}`).join('')}]`, 'u');
const WRITING_SYSTEMS = [
  ...ONE_SCRIPT.split(' ').map((script) => anyOf([script])),
  anyOf(['Han', 'Hiragana', 'Katakana']),
  anyOf(['Han', 'Hangul']),
];

const MARK = /[\p{Mn}\p{Mc}]/u;

/** How a guest is shown: the name they gave, else "Gast n" in the reader's language (`guestNumber` is n then). */
export const shownGuestName = (name: string, guestNumber: number | null, t: Translate) =>
  guestNumber === null ? name : t('guest.number', { n: guestNumber });

/** NFKC, trimmed, one space between words: the name as the server stores it; '' for none. */
export const normaliseGuestName = (input: string) => input.normalize('NFKC').trim().replace(/ {2,}/g, ' ');

/** Letters and digits of one writing system (ASCII digits fit all), their accents, spaces and . ' - after the first. */
export function guestNameAllowed(name: string): boolean {
  const characters = [...name];
  if (characters.length > MAX) return false;
  let systems = WRITING_SYSTEMS;
  return characters.every((character, index) => {
    if (/\p{Default_Ignorable_Code_Point}/u.test(character)) return false;
    if (/[0-9]/.test(character)) return true;
    if (/[ .'-]/.test(character)) return index > 0;
    const mark = MARK.test(character);
    const placed = mark ? /[\p{L}\p{Mn}\p{Mc}]/u.test(characters[index - 1] ?? '') : /[\p{L}\p{Nd}]/u.test(character);
    const fitting = systems.filter((system) => system.test(character));
    if (fitting.length > 0) systems = fitting;
    return placed && (fitting.length > 0 || (mark && /\p{scx=Inherited}/u.test(character)));
  });
}
