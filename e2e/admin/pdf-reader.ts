import { inflateSync } from 'node:zlib';

/** What a PDF prints, read without a PDF library: enough for the QR sheet (pdfmake/pdfkit output). */
export interface PdfSummary {
  pages: number;
  /** Image XObjects embedded in the file. */
  images: number;
  /** The printed lines, in the order the content streams draw them. */
  lines: string[];
}

const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');

/** The string a TJ array or Tj operand shows; pdfkit writes hex strings, split where it kerns. */
const shownText = (operand: string) =>
  [...operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)]
    .map((part) => (part[1] !== undefined ? decodeHex(part[1]) : part[2]))
    .join('');

/**
 * The lines of one content stream. pdfmake shows every word in a text object of its own; consecutive words
 * on the same baseline in the same font make one line.
 */
function linesOf(content: string): string[] {
  const lines: string[] = [];
  let lastKey = '';
  for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
    const body = block[1];
    const baseline = /([-\d.]+)\s+Tm/.exec(body)?.[1] ?? '';
    const font = /(\/\S+\s+[-\d.]+)\s+Tf/.exec(body)?.[1] ?? '';
    const text = [...body.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*T[Jj]/g)].map((m) => shownText(m[1])).join('');
    const key = `${font}@${baseline}`;
    if (key === lastKey && lines.length) lines[lines.length - 1] += text;
    else lines.push(text);
    lastKey = key;
  }
  return lines.map((line) => line.trim());
}

export function readPdf(bytes: Buffer): PdfSummary {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  // Each stream's dictionary, from its object header on (dictionaries here hold no nested dictionaries).
  const streams = /\bobj\s*<<((?:(?!\bobj\b)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (/\/Subtype\s*\/Image/.test(match[1])) continue;
    const data = bytes.subarray(start, end);
    let content: string;
    try {
      content = /\/FlateDecode/.test(match[1]) ? inflateSync(data).toString('latin1') : data.toString('latin1');
    } catch {
      continue;
    }
    lines.push(...linesOf(content));
  }
  return {
    pages: (raw.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length,
    images: (raw.match(/\/Subtype\s*\/Image/g) ?? []).length,
    lines,
  };
}
