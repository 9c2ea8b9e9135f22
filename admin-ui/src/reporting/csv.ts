/**
 * CSV files of the report tables. German Excel opens `;` with a decimal comma; everyone else gets `,`
 * and a decimal point. Every file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 as
 * the local code page (umlauts, and every Chinese, Arabic or Cyrillic name, would come out garbled).
 */
interface CsvFormat {
  separator: ';' | ',';
  decimal: ',' | '.';
}

/** A cell: text, a count, or money in cents (written as decimal euros without a currency sign). */
export type CsvCell = string | number | { cents: number } | null;

export const BOM = '\uFEFF';

export const csvFormatFor = (locale: string): CsvFormat =>
  locale === 'de' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };

/** Cents as euros with two decimals: 1250 → "12,50" (de) or "12.50"; exact, no floating point. */
export function centsToDecimal(cents: number, decimal: CsvFormat['decimal']): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

// A text cell beginning like a formula would run as one in a spreadsheet: a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string, format: CsvFormat): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) || safe.includes(format.separator) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvCell, format: CsvFormat): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const text = String(value);
    return format.decimal === ',' ? text.replace('.', ',') : text;
  }
  if (typeof value === 'object') return centsToDecimal(value.cents, format.decimal);
  return textCell(value, format);
}

/** The whole file: BOM, a header row, one line per row, CRLF line ends (RFC 4180). */
export function buildCsv(header: string[], rows: CsvCell[][], format: CsvFormat): string {
  const lines = [header, ...rows].map((row) => row.map((value) => cell(value, format)).join(format.separator));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name such as umsatzsteuer_2026-11-16_2026-11-22.csv (the table's name made safe for file systems). */
export function csvFileName(table: string, from: string, to: string): string {
  return `${fileSlug(table)}_${from}_${to}.csv`;
}

/** A name made safe for file systems: no path or reserved characters, spaces as underscores. */
export function fileSlug(name: string): string {
  const slug = name
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'report';
}
