import type { PdfMake } from 'pdfmake';

// Only the built-in Helvetica, no files and no URLs: a document never reads the disk or the network.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(HELVETICA));

let loading: Promise<PdfMake> | undefined;

/** pdfmake is loaded with the first PDF: loading it costs a fifth of a second, and most starts print none. */
const loadPdfMake = () => (loading ??= import('pdfmake').then((module) => module.default));

/** A pdfmake document (its fonts: Helvetica) as a PDF: the invoices, the daily closing, the tables' codes. */
export async function renderPdf(doc: object): Promise<Buffer> {
  const pdfmake = await loadPdfMake();
  // pdfmake is one shared instance: fonts and policies are set right before use (createPdf reads them synchronously).
  pdfmake.setFonts({ Helvetica: HELVETICA });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  return pdfmake.createPdf(doc).getBuffer();
}
