import { CONTROL_CHARACTER, CONTROL_CHARACTERS } from '../common/validation.js';

/** At most this many characters in a guest's name, counted as the database counts them (varchar(20)). */
export const GUEST_NAME_MAX = 20;
export const GUEST_NAME_TOO_LONG = `darf höchstens ${GUEST_NAME_MAX} Zeichen lang sein`;
export const GUEST_NAME_CHARACTERS = "nur Buchstaben einer Schrift, Ziffern, Leerzeichen und . ' - (nicht am Anfang)";

// The writing systems a name may be in, by the Unicode scripts (Script_Extensions) of its letters. Japanese mixes
// kanji, hiragana and katakana, Korean hangul with hanja, so Han belongs to both (a Han-only name, Chinese, to either).
// A letter of a script not listed here is refused rather than guessed at.
const ONE_SCRIPT =
  'Latin Greek Cyrillic Armenian Georgian Hebrew Arabic Devanagari Bengali Gurmukhi Gujarati Tamil Telugu Kannada Malayalam Sinhala Thai Ethiopic';
const anyOf = (scripts: string[]) => new RegExp(`[${scripts.map((script) => `\\p{scx=${script}}`).join('')}]`, 'u');
const WRITING_SYSTEMS = [
  ...ONE_SCRIPT.split(' ').map((script) => anyOf([script])),
  anyOf(['Han', 'Hiragana', 'Katakana']),
  anyOf(['Han', 'Hangul']),
];

// Invisible characters (joiners, variation selectors, Hangul fillers) are no part of a name one can read.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const MARK = /[\p{Mn}\p{Mc}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const LETTER_OR_MARK = /[\p{L}\p{Mn}\p{Mc}]/u;
const INHERITED = /\p{scx=Inherited}/u;

/**
 * The name as it is checked and stored: Unicode NFKC (full-width "Ａｄｍｉｎ" becomes "Admin", an ideographic space a
 * space), trimmed, one space between words; null when nothing is left.
 */
export function normaliseGuestName(input: string): string | null {
  return input.normalize('NFKC').trim().replace(/ {2,}/g, ' ') || null;
}

/** Why a (normalised) name is refused, or null: see docs/security.md. */
export function guestNameProblem(name: string): string | null {
  if (CONTROL_CHARACTERS.test(name)) return CONTROL_CHARACTER;
  const characters = [...name];
  if (characters.length > GUEST_NAME_MAX) return GUEST_NAME_TOO_LONG;
  return charactersAllowed(characters) ? null : GUEST_NAME_CHARACTERS;
}

/** Letters and digits of one writing system (ASCII digits fit all), their accents, and spaces and . ' - after the first. */
function charactersAllowed(characters: string[]): boolean {
  let systems = WRITING_SYSTEMS;
  for (const [index, character] of characters.entries()) {
    if (INVISIBLE.test(character)) return false;
    if (/[0-9]/.test(character)) continue;
    if (/[ .'-]/.test(character)) {
      if (index === 0) return false;
      continue;
    }
    const mark = MARK.test(character);
    if (mark ? !LETTER_OR_MARK.test(characters[index - 1] ?? '') : !LETTER_OR_DIGIT.test(character)) return false;
    const fitting = systems.filter((system) => system.test(character));
    if (fitting.length > 0) systems = fitting;
    // A mark of no script in particular goes with the letter it follows.
    else if (!mark || !INHERITED.test(character)) return false;
  }
  return true;
}
