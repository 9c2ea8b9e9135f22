import { renderPdf } from '../common/pdf.js';
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

/** A text for the standard PDF fonts (WinAnsi), cut with "…" after `max` characters. */
export function printable(text: string, max: number): string {
  const plain = toWinAnsi(text).trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** A sheet or tent of codes as a PDF, in Helvetica 10 pt. */
export function renderQrPdf(doc: object): Promise<Buffer> {
  return renderPdf({ ...doc, defaultStyle: { font: 'Helvetica', fontSize: 10 } });
}
