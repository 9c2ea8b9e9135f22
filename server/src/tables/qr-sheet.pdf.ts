import { createRequire } from 'node:module';

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const pdfmake = createRequire(import.meta.url)('pdfmake') as PdfMake;

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));
const COLUMNS = 3;

interface QrSheetEntry {
  tableNumber: number;
  seatingCapacity: number;
  qrPngDataUrl: string;
}

function cell(entry: QrSheetEntry) {
  return {
    stack: [
      { image: entry.qrPngDataUrl, width: 150, alignment: 'center' },
      { text: `Tisch ${entry.tableNumber}`, style: 'caption' },
      { text: `${entry.seatingCapacity} Plätze · Zum Bestellen scannen`, style: 'hint' },
    ],
    margin: [0, 8, 0, 8],
  };
}

function rows(entries: QrSheetEntry[]) {
  const rows: object[][] = [];
  for (let i = 0; i < entries.length; i += COLUMNS) {
    const row: object[] = entries.slice(i, i + COLUMNS).map(cell);
    while (row.length < COLUMNS) row.push({ text: '' });
    rows.push(row);
  }
  return rows;
}

/** A4 sheet with every table's QR code, three by three per page, ready to print and cut. */
export function renderQrSheet(title: string, entries: QrSheetEntry[]): Promise<Buffer> {
  const content = entries.length
    ? [{ table: { widths: Array(COLUMNS).fill('*'), dontBreakRows: true, body: rows(entries) }, layout: 'noBorders' }]
    : [{ text: 'Keine aktiven Tische.' }];
  const doc = {
    pageSize: 'A4',
    pageMargins: [30, 50, 30, 40],
    info: { title },
    header: { text: title, style: 'title', margin: [30, 20, 30, 0] },
    content,
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      title: { fontSize: 12, bold: true },
      caption: { fontSize: 20, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      hint: { fontSize: 9, color: '#555555', alignment: 'center' },
    },
  };
  // pdfmake is one shared instance: fonts and policies are set right before use (createPdf reads them synchronously).
  pdfmake.setFonts({ Helvetica: HELVETICA });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));
  return pdfmake.createPdf(doc).getBuffer();
}
