import type { InvoiceModel } from './invoice-model.js';
import { renderPdf } from '../common/pdf.js';
import { toWinAnsi } from '../common/win-ansi.js';

const t = toWinAnsi;
const right = (text: string, extra: object = {}) => ({ text: t(text), alignment: 'right', ...extra });
const plainTable = { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 8 };

function header(model: InvoiceModel) {
  return {
    columns: [
      { width: '*', stack: [{ text: t(model.sellerName), style: 'seller' }, ...model.sellerLines.map(t)] },
      { width: 'auto', stack: [{ text: t(model.title ?? 'Rechnung'), style: 'title' }, right(model.invoiceNumber, { bold: true })] },
    ],
  };
}

/** Whom the invoice names, under the seller, where a window envelope shows it. */
function recipient(model: InvoiceModel) {
  if (!model.recipient?.length) return [];
  const [name, ...rest] = model.recipient.map(t);
  return [
    { margin: [0, 20, 0, 0], stack: [{ text: 'Rechnungsempfänger', fontSize: 8, color: '#555' }, { text: name, bold: true }, ...rest] },
  ];
}

function facts(model: InvoiceModel) {
  if (model.facts.length === 0) return { text: '', margin: [0, 20, 0, 0] };
  return {
    margin: [0, 20, 0, 16],
    layout: plainTable,
    table: { body: model.facts.map(([label, value]) => [{ text: t(label), color: '#555' }, t(value)]) },
  };
}

function lines(model: InvoiceModel) {
  // A register's receipt on its own (a Jahresbeleg) has no lines, taxes or payment.
  if (model.lines.length === 0) return [];
  const head = ['Menge', 'Artikel', 'USt', 'Einzelpreis', 'Gesamt'].map((h, i) =>
    i === 1 ? { text: h, bold: true } : right(h, { bold: true }),
  );
  const rows = model.lines.map((line) => [
    right(line.quantity),
    { stack: [t(line.article), ...(line.extras ? [{ text: t(line.extras), fontSize: 8, color: '#555' }] : [])] },
    right(line.vat),
    right(line.unitPrice),
    right(line.total),
  ]);
  return [{ layout: 'lightHorizontalLines', table: { headerRows: 1, widths: [35, '*', 35, 70, 70], body: [head, ...rows] } }];
}

function totals(model: InvoiceModel) {
  if (model.taxes.length === 0) return [];
  const head = ['', 'Netto', 'USt', 'Brutto'].map((h) => right(h, { bold: true }));
  const rows = model.taxes.map((tax) => [right(tax.label), right(tax.net), right(tax.vat), right(tax.gross)]);
  return [
    {
      margin: [0, 8, 0, 0],
      columns: [
        { width: '*', text: '' },
        { width: 'auto', text: t(`Gesamt  ${model.total}`), style: 'total' },
      ],
    },
    {
      margin: [0, 12, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 'auto',
          layout: 'lightHorizontalLines',
          table: { headerRows: 1, widths: [60, 70, 70, 70], body: [head, ...rows] },
        },
      ],
    },
  ];
}

/** The RKSV receipt: its machine code as QR code beside the register's lines (Kassen-ID, Belegnummer, notes). */
function receipt(model: InvoiceModel) {
  if (!model.receipt) return [];
  return [
    {
      margin: [0, 16, 0, 0],
      columns: [
        { width: 'auto', qr: model.receipt.code, fit: 130, eccLevel: 'M' },
        { width: '*', margin: [12, 0, 0, 0], stack: model.receipt.lines.map((line) => ({ text: t(line), fontSize: 8, color: '#555' })) },
      ],
    },
  ];
}

/**
 * pdfkit stamps the render time as CreationDate and hashes the info dictionary into the trailer /ID;
 * the issue time in their place makes every download of an invoice the same bytes.
 */
function info(model: InvoiceModel) {
  const issuedAt = new Date(model.issuedAt);
  return {
    title: t(`${model.title ?? 'Rechnung'} ${model.invoiceNumber}`),
    author: t(model.sellerName),
    creationDate: issuedAt,
    modDate: issuedAt,
  };
}

/** The pdfmake document of an invoice; every text passes through toWinAnsi (standard fonts). */
export function invoiceDocument(model: InvoiceModel) {
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 70],
    info: info(model),
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.15 },
    styles: {
      seller: { fontSize: 15, bold: true },
      title: { fontSize: 20, bold: true, alignment: 'right' },
      total: { fontSize: 12, bold: true },
    },
    content: [
      header(model),
      ...recipient(model),
      facts(model),
      ...lines(model),
      ...totals(model),
      ...(model.payment ? [{ margin: [0, 16, 0, 0], text: t(`Zahlungsart: ${model.payment}`) }] : []),
      // Documents issued before payments were recorded have none.
      ...(model.paymentDetails ?? []).map((detail) => ({ margin: [0, 2, 0, 0], text: t(detail) })),
      ...model.notes.map((note) => ({ margin: [0, 8, 0, 0], text: t(note), fontSize: 8, color: '#555' })),
      ...receipt(model),
    ],
    footer: {
      margin: [50, 10, 50, 0],
      stack: model.footer.map((line) => ({ text: t(line), fontSize: 7, color: '#555', alignment: 'center' })),
    },
  };
}

/** Renders the invoice PDF; about 40 ms of CPU, so the server runs it in a worker thread. */
export async function renderInvoicePdf(model: InvoiceModel): Promise<Uint8Array> {
  const buffer = await renderPdf(invoiceDocument(model));
  return new Uint8Array(buffer);
}
