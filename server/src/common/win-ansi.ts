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

/**
 * Makes a text printable with the standard PDF fonts (WinAnsi): accents outside Latin-1 are dropped
 * (č → c), a few letters and symbols are transliterated, white space is normalised and anything
 * else becomes "?" — rather than the silently garbled glyphs pdfkit would print.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (printable(ch)) out += ch;
    else if (/\s/u.test(ch)) out += ' ';
    else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(printable) ? base : '?';
    }
  }
  return out;
}
