/**
 * A cell beginning like a formula (=, +, -, @, a tab or CR) would run as one when a spreadsheet opens the file
 * (`=HYPERLINK(…)`, `+cmd|…`): exports put an apostrophe before it, as the back office's report CSVs do.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const asTextCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
