import pdfmake from 'pdfmake';
import { toWinAnsi } from '../common/win-ansi.js';

/** One table's code to print. */
export interface QrPrintEntry {
  tableNumber: number;
  /** "Tisch 5" or "Tisch 5 · Fensterplatz". */
  caption: string;
  /** The order link the code opens. */
  link: string;
}

/** What every printed code says, in German and English (issue 32: a guest from abroad knows what to do). */
export const SCAN_TEXTS = { de: 'Scannen & bestellen', en: 'Scan & order' } as const;

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));

/** A text for the standard PDF fonts (WinAnsi), cut with "…" after `max` characters. */
export function printable(text: string, max: number): string {
  const plain = toWinAnsi(text).trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** A pdfmake document as a PDF, in Helvetica, reading neither the disk (beyond the standard fonts) nor the network. */
export function renderPdf(doc: object): Promise<Buffer> {
  // pdfmake is one shared instance: fonts and policies are set right before use (createPdf reads them synchronously).
  pdfmake.setFonts({ Helvetica: HELVETICA });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));
  return pdfmake.createPdf({ ...doc, defaultStyle: { font: 'Helvetica', fontSize: 10 } }).getBuffer();
}
