import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  LANGUAGES,
  type TranslatableText,
  type TranslatedField,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
} from '../common/translations.js';
import { CONTROL_CHARACTER, CONTROL_CHARACTERS } from '../common/validation.js';
import { asTextCell, FORMULA_START } from '../common/csv-cells.js';

/** What each row's first columns say, in the translator's words. */
const KIND_WORDS: Record<TranslatableText['kind'], string> = {
  menuType: 'Menütyp',
  category: 'Kategorie',
  item: 'Produkt',
  extra: 'Extra',
};
const FIELD_WORDS: Record<TranslatedField, string> = { name: 'Name', description: 'Beschreibung' };
const CSV_HEADER = ['Art', 'Id', 'Feld', ...LANGUAGES];

// The import takes the export's apostrophe (common/csv-cells.ts) off again, so a text survives the round trip unchanged.
const fromTextCell = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

const kindOf = new Map(Object.entries(KIND_WORDS).map(([kind, word]) => [word, kind as TranslatableText['kind']]));
const fieldOf = new Map(Object.entries(FIELD_WORDS).map(([field, word]) => [word, field as TranslatedField]));

/**
 * Every text of the menu as CSV for a translator: one row per text field, German and one column per language.
 * Semicolons and a byte order mark, so a spreadsheet in an Austrian locale opens it as it is.
 */
export function toTranslationsCsv(texts: TranslatableText[]): string {
  const rows = texts.flatMap((text) =>
    (Object.keys(text.german) as TranslatedField[])
      .filter((field) => field === 'name' || text.german[field])
      .map((field) => [
        KIND_WORDS[text.kind],
        text.id,
        FIELD_WORDS[field],
        asTextCell(text.german[field] ?? ''),
        ...TRANSLATION_LANGUAGES.map((lang) => asTextCell(text.translations[lang]?.[field] ?? '')),
      ]),
  );
  return '\uFEFF' + stringify([CSV_HEADER, ...rows], { delimiter: ';', record_delimiter: '\r\n' });
}

export interface ImportedRow {
  line: number;
  kind: TranslatableText['kind'];
  id: number;
  field: TranslatedField;
  texts: Record<TranslationLanguage, string>;
}

export class CsvProblem extends Error {}

/**
 * Reads a translator's CSV (semicolons or commas, as exported): the German column is not read back, the
 * language columns are. Any problem is a CsvProblem naming the line.
 */
export function readTranslationsCsv(csv: string): ImportedRow[] {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  let records: string[][];
  try {
    const parsed: string[][] = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
    records = parsed;
  } catch (err) {
    // csv-parse tells the line in English; the message stays German.
    const line = (err as { lines?: number }).lines;
    throw new CsvProblem(`CSV nicht lesbar${line ? ` (Zeile ${line})` : ''}: Anführungszeichen prüfen`);
  }
  const [header, ...rows] = records;
  if (!header || header.map((h) => h.toLowerCase()).join(';') !== CSV_HEADER.map((h) => h.toLowerCase()).join(';')) {
    throw new CsvProblem(`Zeile 1: Kopfzeile muss ${CSV_HEADER.join(';')} sein`);
  }
  return rows.map((row, index) => {
    const line = index + 2;
    if (row.length !== CSV_HEADER.length)
      throw new CsvProblem(`Zeile ${line}: ${CSV_HEADER.length} Spalten erwartet, ${row.length} gefunden`);
    const kind = kindOf.get(row[0]);
    const field = fieldOf.get(row[2]);
    const id = /^\d{1,9}$/.test(row[1]) ? Number(row[1]) : NaN;
    if (!kind) throw new CsvProblem(`Zeile ${line}: unbekannte Art "${row[0]}" (${Object.values(KIND_WORDS).join(', ')})`);
    if (!field) throw new CsvProblem(`Zeile ${line}: unbekanntes Feld "${row[2]}" (${Object.values(FIELD_WORDS).join(', ')})`);
    if (!Number.isInteger(id)) throw new CsvProblem(`Zeile ${line}: Id muss eine Zahl sein`);
    if (row.some((cell) => CONTROL_CHARACTERS.test(cell))) throw new CsvProblem(`Zeile ${line}: ${CONTROL_CHARACTER}`);
    const texts = Object.fromEntries(TRANSLATION_LANGUAGES.map((lang, i) => [lang, fromTextCell(row[4 + i] ?? '')])) as Record<
      TranslationLanguage,
      string
    >;
    return { line, kind, id, field, texts };
  });
}

/** The translations after the rows: a filled cell sets its language's field, an empty one removes it. */
export function applyRows(translations: Translations, rows: ImportedRow[]): Translations {
  const result: Translations = structuredClone(translations);
  for (const row of rows) {
    for (const lang of TRANSLATION_LANGUAGES) {
      const text = row.texts[lang];
      const own = { ...result[lang] };
      if (text) own[row.field] = text;
      else delete own[row.field];
      if (Object.keys(own).length) result[lang] = own;
      else delete result[lang];
    }
  }
  return result;
}
