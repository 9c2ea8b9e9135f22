import { printable, type QrPrintEntry, renderQrPdf, SCAN_TEXTS } from './qr-print.js';

const COLUMNS = 3;
const PER_PAGE = 9;
/** A4 is 841.89 pt high: three rows fill what the margins leave, so every page holds nine codes. */
const ROW_HEIGHT = 250;

/** A code with the PNG of its QR code (see qrPngDataUrl). */
export type QrSheetEntry = QrPrintEntry & { qrPngDataUrl: string };

function cell(restaurant: string, entry: QrSheetEntry) {
  return {
    stack: [
      { text: restaurant, style: 'restaurant' },
      { image: entry.qrPngDataUrl, width: 140, alignment: 'center' },
      { text: printable(entry.caption, 40), style: 'caption' },
      { text: SCAN_TEXTS.de, style: 'scan' },
      { text: SCAN_TEXTS.en, style: 'scanEnglish' },
    ],
    margin: [6, 12, 6, 6],
  };
}

/** One page: a 3 × 3 grid with dashed lines to cut along. */
function page(restaurant: string, entries: QrSheetEntry[], first: boolean) {
  const rows: object[][] = [];
  for (let i = 0; i < entries.length; i += COLUMNS) {
    const row: object[] = entries.slice(i, i + COLUMNS).map((entry) => cell(restaurant, entry));
    while (row.length < COLUMNS) row.push({ text: '' });
    rows.push(row);
  }
  const dashed = () => ({ dash: { length: 4, space: 4 } });
  return {
    table: { widths: Array(COLUMNS).fill('*'), heights: ROW_HEIGHT, dontBreakRows: true, body: rows },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: '#aaaaaa',
      vLineColor: '#aaaaaa',
      hLineStyle: dashed,
      vLineStyle: dashed,
    },
    pageBreak: first ? undefined : 'before',
  };
}

/** A4 pages with nine codes each (3 × 3), every one with the restaurant's name, its table and "Scannen & bestellen", to cut out. */
export function renderQrSheet(title: string, restaurant: string, entries: QrSheetEntry[]): Promise<Buffer> {
  const name = printable(restaurant, 50);
  const pages: object[] = [];
  for (let i = 0; i < entries.length; i += PER_PAGE) pages.push(page(name, entries.slice(i, i + PER_PAGE), i === 0));
  return renderQrPdf({
    pageSize: 'A4',
    pageMargins: [30, 46, 30, 30],
    info: { title },
    header: { text: title, style: 'title', margin: [30, 20, 30, 0] },
    content: pages.length ? pages : [{ text: 'Keine aktiven Tische.' }],
    styles: {
      title: { fontSize: 12, bold: true },
      restaurant: { fontSize: 11, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
      caption: { fontSize: 20, bold: true, alignment: 'center', margin: [0, 4, 0, 2] },
      scan: { fontSize: 11, alignment: 'center' },
      scanEnglish: { fontSize: 9, color: '#555555', alignment: 'center' },
    },
  });
}
