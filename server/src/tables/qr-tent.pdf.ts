import QRCode from 'qrcode';
import { printable, type QrPrintEntry, renderQrPdf, SCAN_TEXTS } from './qr-print.js';

/** A6 portrait in points; folded across the middle it stands as a tent with two faces of A6 landscape. */
const A6 = { width: 297.64, height: 419.53 };
const HALF = A6.height / 2;
const QR_SIZE = 112;
/** Room for a line of text across a face, with a margin a printer leaves blank anyway. */
const TEXT_WIDTH = A6.width - 36;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The QR code as one path of its dark modules, a unit per module; a row's runs are one rectangle (no seams between). */
function qrPath(link: string): { d: string; size: number } {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < modules.size && modules.get(row, col + run)) run++;
      d += `M${col} ${row}h${run}v1h-${run}z`;
      col += run;
    }
  }
  return { d, size: modules.size };
}

/** About how wide Helvetica sets a text at 1 pt (narrow, wide and capital letters apart): enough to fit a name on a line. */
function widthAt1pt(text: string): number {
  let em = 0;
  for (const ch of text) em += /[ijlfrtI.,:;'!| ]/.test(ch) ? 0.32 : /[mwMW]/.test(ch) ? 0.9 : /[A-Z0-9]/.test(ch) ? 0.7 : 0.6;
  return em;
}

/** The restaurant's name on one line: smaller when long, and cut with "…" when even 9 pt is too wide. */
function fittedName(name: string): { text: string; size: number } {
  const size = Math.min(16, TEXT_WIDTH / widthAt1pt(name));
  if (size >= 9) return { text: name, size };
  let text = name;
  while (text.length > 1 && widthAt1pt(`${text}…`) * 9 > TEXT_WIDTH) text = text.slice(0, -1);
  return { text: `${text.trimEnd()}…`, size: 9 };
}

function line(y: number, size: number, content: string, bold = false): string {
  const weight = bold ? ' font-weight="bold"' : '';
  return `<text x="${A6.width / 2}" y="${y}" font-family="Helvetica" font-size="${size}"${weight} text-anchor="middle" fill="#000">${escapeXml(content)}</text>`;
}

/** One face of the tent, drawn with the fold at its top (y = 0) and the table at its bottom. */
function face(restaurant: string, entry: QrPrintEntry): string {
  const name = fittedName(restaurant);
  const { d, size } = qrPath(entry.link);
  const scale = QR_SIZE / size;
  return [
    line(30, name.size, name.text, true),
    `<g transform="translate(${(A6.width - QR_SIZE) / 2} 40) scale(${scale})"><path d="${d}" fill="#000"/></g>`,
    line(174, 18, printable(entry.caption, 40), true),
    line(192, 10, `${SCAN_TEXTS.de} · ${SCAN_TEXTS.en}`),
  ].join('');
}

/**
 * One table tent: the front face on the lower half and the same face turned by 180° on the upper half, so that folded
 * along the dashed line it reads upright from both sides of the table.
 */
function tent(restaurant: string, entry: QrPrintEntry): string {
  const front = face(restaurant, entry);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${A6.width}" height="${A6.height}" viewBox="0 0 ${A6.width} ${A6.height}">`,
    `<g transform="rotate(180 ${A6.width / 2} ${HALF / 2})">${front}</g>`,
    `<line x1="0" y1="${HALF}" x2="${A6.width}" y2="${HALF}" stroke="#999" stroke-width="0.5" stroke-dasharray="4 4"/>`,
    `<g transform="translate(0 ${HALF})">${front}</g>`,
    '</svg>',
  ].join('');
}

/** One A6 table tent per table (print on A6 card, or on A4 and cut), folded across the middle. */
export function renderQrTents(title: string, restaurant: string, entries: QrPrintEntry[]): Promise<Buffer> {
  const name = printable(restaurant, 80);
  const pages = entries.map((entry, index) => ({
    svg: tent(name, entry),
    width: A6.width,
    pageBreak: index === 0 ? undefined : 'before',
  }));
  return renderQrPdf({
    pageSize: 'A6',
    pageMargins: [0, 0, 0, 0],
    info: { title },
    content: pages.length ? pages : [{ text: 'Keine aktiven Tische.', margin: [20, 20] }],
  });
}
