import { formatEuro } from '../common/money.js';
import { renderPdf } from '../common/pdf.js';
import { toWinAnsi as t } from '../common/win-ansi.js';
import type { AppInfoRecordDto } from '../metadata/dto/app-metadata.dto.js';
import type { DailyClosingDto } from './dto/report.dto.js';
import { germanDate } from '../common/time-zone.js';

const PAYMENT_METHODS = { CASH: 'Barzahlung', CARD: 'Kartenzahlung' } as const;
const ORDER_TYPES = { DINE_IN: 'Vor Ort', TAKEAWAY: 'Abholung', DELIVERY: 'Lieferung' } as const;
const CANCELLATIONS = { CANCELED: 'Storniert', REJECTED: 'Abgelehnt' } as const;

const right = (text: string, extra: object = {}) => ({ text: t(text), alignment: 'right', ...extra });
const head = (labels: string[]) => labels.map((label, i) => (i === 0 ? { text: t(label), bold: true } : right(label, { bold: true })));
const section = (title: string) => ({ text: t(title), style: 'section' });
const table = (widths: Array<number | string>, body: unknown[][]) => ({
  layout: 'lightHorizontalLines',
  table: { headerRows: 1, widths, body },
});

const present = (values: Array<string | null | undefined>) => values.map((v) => v?.trim() ?? '').filter((v) => v !== '');

function header(closing: DailyClosingDto, info: AppInfoRecordDto) {
  const address = present([info.appStreet, present([info.appZipCode, info.appCity]).join(' '), info.vatId ? `UID: ${info.vatId}` : null]);
  return {
    columns: [
      {
        width: '*',
        stack: [{ text: t(info.appName?.trim() || info.companyName?.trim() || 'Restaurant'), style: 'seller' }, ...address.map(t)],
      },
      { width: 'auto', stack: [{ text: 'Tagesabschluss', style: 'title' }, right(germanDate(closing.date), { bold: true })] },
    ],
  };
}

function summary(closing: DailyClosingDto) {
  const invoices =
    closing.firstInvoiceNumber === null ? 'keine' : `${closing.invoices} (${closing.firstInvoiceNumber} bis ${closing.lastInvoiceNumber})`;
  const cancellations = closing.cancellations.reduce((n, c) => n + c.orders, 0);
  const facts: Array<[string, string]> = [
    ['Geschäftstag', `${germanDate(closing.date)} (${closing.timeZone})`],
    ['Bezahlte Bestellungen', String(closing.orders)],
    ['Umsatz brutto', formatEuro(closing.grossCents)],
    ['davon Umsatzsteuer', formatEuro(closing.vatCents)],
    ['Umsatz netto', formatEuro(closing.netCents)],
    ['Trinkgeld (nicht im Umsatz)', formatEuro(closing.tipCents)],
    ['Bargeld laut Zahlungen', `${formatEuro(closing.cash.expectedCents)} (davon Trinkgeld ${formatEuro(closing.cash.tipCents)})`],
    ['Rechnungen', invoices],
    ['Stornos und Ablehnungen', String(cancellations)],
  ];
  return {
    margin: [0, 20, 0, 8],
    layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 12 },
    table: { body: facts.map(([label, value]) => [{ text: t(label), color: '#555' }, t(value)]) },
  };
}

function figures(closing: DailyClosingDto) {
  const amountRows = (rows: Array<{ label: string; orders: number; grossCents: number }>) =>
    rows.map((r) => [t(r.label), right(String(r.orders)), right(formatEuro(r.grossCents))]);
  return [
    section('Umsatzsteuer'),
    table(
      ['*', 90, 90, 90],
      [
        head(['Steuersatz', 'Netto', 'USt', 'Brutto']),
        ...closing.vat.map((v) => [
          t(`${v.rate} %`),
          right(formatEuro(v.netCents)),
          right(formatEuro(v.vatCents)),
          right(formatEuro(v.grossCents)),
        ]),
        head(['Summe', formatEuro(closing.netCents), formatEuro(closing.vatCents), formatEuro(closing.grossCents)]),
      ],
    ),
    section('Zahlungsarten'),
    table(
      ['*', 90, 90],
      [
        head(['Zahlungsart', 'Bestellungen', 'Brutto']),
        ...amountRows(closing.paymentMethods.map((p) => ({ ...p, label: PAYMENT_METHODS[p.method] }))),
      ],
    ),
    section('Bestellarten'),
    table(
      ['*', 90, 90],
      [
        head(['Bestellart', 'Bestellungen', 'Brutto']),
        ...amountRows(closing.orderTypes.map((o) => ({ ...o, label: ORDER_TYPES[o.type] }))),
      ],
    ),
    section('Mitarbeiter'),
    table(
      ['*', 60, 70, 70, 70, 60],
      [
        head(['Mitarbeiter', 'Zahlungen', 'Bar', 'Karte', 'Summe', 'Trinkgeld']),
        ...closing.staff.map((s) => [
          t(s.username),
          right(String(s.payments)),
          right(formatEuro(s.cashCents)),
          right(formatEuro(s.cardCents)),
          right(formatEuro(s.grossCents)),
          right(formatEuro(s.tipCents)),
        ]),
      ],
    ),
    section(`Offene Bestellungen (nicht bezahlt, nicht im Umsatz): ${formatEuro(closing.openGrossCents)}`),
    table(
      ['*', 90, 90],
      [
        head(['Bestellung', 'Tisch', 'Brutto']),
        ...closing.openOrders.map((o) => [
          t(String(o.orderNumber)),
          right(o.tableNumber === null ? '–' : String(o.tableNumber)),
          right(formatEuro(o.grossCents)),
        ]),
      ],
    ),
    section('Stornos und Ablehnungen'),
    table(
      ['*', 90, 90],
      [
        head(['Status', 'Bestellungen', 'Brutto']),
        ...amountRows(closing.cancellations.map((c) => ({ ...c, label: CANCELLATIONS[c.status] }))),
      ],
    ),
  ];
}

/** The pdfmake document of a daily closing; every text passes through toWinAnsi (standard fonts). */
function dailyClosingDocument(closing: DailyClosingDto, info: AppInfoRecordDto) {
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 60],
    info: { title: t(`Tagesabschluss ${germanDate(closing.date)}`), author: t(info.appName ?? '') },
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.15 },
    styles: {
      seller: { fontSize: 15, bold: true },
      title: { fontSize: 20, bold: true, alignment: 'right' },
      section: { fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
    },
    content: [header(closing, info), summary(closing), ...figures(closing)],
  };
}

/**
 * Renders the daily closing in this thread (tens of ms, asked for about once a day): the invoices' worker pool
 * renders invoice snapshots only, and the invoices module exports no service for other documents.
 */
export async function renderDailyClosingPdf(closing: DailyClosingDto, info: AppInfoRecordDto): Promise<Uint8Array> {
  return new Uint8Array(await renderPdf(dailyClosingDocument(closing, info)));
}
