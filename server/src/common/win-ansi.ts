/** Characters outside Latin-1 that WinAnsi (cp1252) still has: pdfkit's standard fonts can show them. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '″': '"',
  '′': "'",
  '×': 'x',
};

const printable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch);
};

/** How the standard fonts print one character: itself, a space, a transliteration, its base letter, or null (none). */
function winAnsiOf(ch: string): string | null {
  if (printable(ch)) return ch;
  if (/\s/u.test(ch)) return ' ';
  if (REPLACEMENTS[ch]) return REPLACEMENTS[ch];
  const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(printable) ? base : null;
}

/**
 * Makes a text printable with the standard PDF fonts (WinAnsi): accents outside Latin-1 are dropped
 * (č → c), a few letters and symbols are transliterated, white space is normalised and anything
 * else becomes "?" — rather than the silently garbled glyphs pdfkit would print.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += winAnsiOf(ch) ?? '?';
  return out;
}

/** Whether the standard PDF fonts can print every character of the text (Latin script; no "?" from toWinAnsi). */
export function printsInWinAnsi(text: string): boolean {
  return [...text.normalize('NFC')].every((ch) => winAnsiOf(ch) !== null);
}
