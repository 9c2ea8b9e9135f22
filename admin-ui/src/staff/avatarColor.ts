/** The spec's colour classes for a letter (spec 3: A–D c1, E–H c2, L–N c3, O/P/R c4, anything else c0). */
type ColorClass = 'c0' | 'c1' | 'c2' | 'c3' | 'c4';

const LETTER_CLASSES: ReadonlyArray<[RegExp, ColorClass]> = [
  [/^[A-D]$/, 'c1'],
  [/^[E-H]$/, 'c2'],
  [/^[L-N]$/, 'c3'],
  [/^[OPR]$/, 'c4'],
];

/** The colour class of one letter, upper or lower case. */
export function letterColorClass(letter: string): ColorClass {
  const upper = letter.toUpperCase();
  return LETTER_CLASSES.find(([pattern]) => pattern.test(upper))?.[1] ?? 'c0';
}

/**
 * Background and text of each class; every pair has a contrast of at least 4.5:1 (WCAG AA for normal text),
 * checked in avatarColor.test.ts.
 */
export const AVATAR_COLORS: Record<ColorClass, { background: string; text: string }> = {
  c0: { background: '#5f6368', text: '#ffffff' },
  c1: { background: '#1565c0', text: '#ffffff' },
  c2: { background: '#2e7d32', text: '#ffffff' },
  c3: { background: '#6a1b9a', text: '#ffffff' },
  c4: { background: '#a33f0b', text: '#ffffff' },
};

const NAME_PARTS = /[\s._@-]+/;

/** Up to two initials: the first letters of the name's first two parts ("jürgen.groß" → "JG", "kellner1" → "K"). */
export function initialsOf(username: string): string {
  const parts = username.trim().split(NAME_PARTS).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0].toLocaleUpperCase('de-AT').charAt(0))
    .join('');
}

/** The avatar colours of a name: by the class of its first letter. */
export function avatarColorsOf(username: string): { background: string; text: string } {
  return AVATAR_COLORS[letterColorClass(initialsOf(username).charAt(0))];
}
