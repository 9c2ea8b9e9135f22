import { printedRegisterNumber } from '../common/company-register.js';
import { taxBreakdownCents, type VatRate } from '../common/vat.js';
import type { PaymentMethod } from '../orders/order-status.js';
import type { AppInfo } from '../metadata/app-info.entity.js';
import type { Order } from '../orders/order.entity.js';
import { type InvoiceRecipient, recipientOf } from '../orders/invoice-recipient.js';
import { formatEuro } from '../common/money.js';
import { formatLocalDateTime, germanDateTime, restaurantTimeZone } from '../common/time-zone.js';

/**
 * Everything the PDF shows, as ready-made German texts: plain JSON, so a worker thread can render it
 * and the invoices table can keep it as the issued invoice. Stored snapshots must keep rendering:
 * add fields only with a fallback for documents that lack them.
 */
export interface InvoiceModel {
  /** When the invoice got its number (ISO 8601); also the PDF's creation date, so its bytes never vary. */
  issuedAt: string;
  /** "Stornorechnung" for a credit note; absent: "Rechnung". */
  title?: string;
  sellerName: string;
  sellerLines: string[];
  invoiceNumber: string;
  /**
   * Whom the invoice names (UStG §11 Abs. 1 Z 2): name, address lines, "UID: …"; a credit note names its invoice's.
   * Absent: nobody (a Kleinbetragsrechnung, or a document issued before recipients existed).
   */
  recipient?: string[];
  facts: Array<[label: string, value: string]>;
  lines: Array<{ quantity: string; article: string; extras: string; vat: string; unitPrice: string; total: string }>;
  taxes: Array<{ label: string; net: string; vat: string; gross: string }>;
  total: string;
  payment: string;
  /** Cash given and change, the tip: printed under the payment (absent in invoices issued before payments). */
  paymentDetails?: string[];
  notes: string[];
  footer: string[];
  /** The RKSV receipt: its machine code (printed as QR code) and lines naming the register and receipt. Absent: none. */
  receipt?: InvoiceReceipt;
}

export interface InvoiceReceipt {
  code: string;
  lines: string[];
}

/** UStG §11 Abs. 6: up to 400 € gross a simplified invoice without the buyer suffices. */
const SMALL_INVOICE_LIMIT_CENTS = 40_000;

/** What the back office recognizes a refused invoice by, to ask for the recipient and try again. */
export const RECIPIENT_REQUIRED_CODE = 'INVOICE_RECIPIENT_REQUIRED';

/**
 * Why an invoice over `totalCents` cannot be issued to `recipient`, or null when it can: above 400 € gross it must
 * name the recipient with name and address (UStG §11 Abs. 1 Z 2; up to 400 € a Kleinbetragsrechnung suffices).
 */
export function recipientRequirement(totalCents: number, recipient: InvoiceRecipient | null): string | null {
  if (totalCents <= SMALL_INVOICE_LIMIT_CENTS || (recipient !== null && recipient.address !== null)) return null;
  const missing = recipient === null ? 'Name und Anschrift des Rechnungsempfängers' : `die Anschrift von „${recipient.name}“`;
  return `Eine Rechnung über 400 € muss den Leistungsempfänger mit Name und Anschrift nennen (§ 11 UStG): bitte ${missing} angeben.`;
}

/** The recipient as the invoice prints it: name, the address's lines, "UID: …". */
export function recipientLines(recipient: InvoiceRecipient | null): string[] | null {
  if (!recipient) return null;
  return [recipient.name, ...(recipient.address?.split('\n') ?? []), ...(recipient.uid ? [`UID: ${recipient.uid}`] : [])];
}

const PAYMENT_METHODS = { CASH: 'Barzahlung', CARD: 'Kartenzahlung' } as const;
const PAYMENT_STATUSES = { PAID: 'Bezahlt' } as const;
const COUNTRIES: Record<string, string> = { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', IT: 'Italien' };

const present = (values: Array<string | null | undefined>) => values.map((v) => v?.trim() ?? '').filter((v) => v !== '');

function sellerLines(info: AppInfo): string[] {
  const country = info.countryCode ? (COUNTRIES[info.countryCode.toUpperCase()] ?? info.countryCode) : null;
  return present([
    info.companyName && info.companyName !== info.appName ? info.companyName : null,
    info.appStreet,
    present([info.appZipCode, info.appCity]).join(' '),
    country,
    info.vatId ? `UID: ${info.vatId}` : null,
  ]);
}

/** An IBAN as it is read out and typed: in groups of four ("AT61 1904 3002 3457 3201"). */
export const ibanInGroups = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

function footer(info: AppInfo): string[] {
  return [
    present([
      info.companyName ?? info.appName,
      info.companyRegisterNumber
        ? present([printedRegisterNumber(info.companyRegisterNumber), info.companyRegisterCourt]).join(', ')
        : null,
      info.taxNumber ? `St.-Nr. ${info.taxNumber}` : null,
      info.vatId ? `UID ${info.vatId}` : null,
    ]).join(' · '),
    present([info.phone ? `Tel. ${info.phone}` : null, info.email, info.website]).join(' · '),
    present([info.iban ? `IBAN ${ibanInGroups(info.iban)}` : null, info.bic ? `BIC ${info.bic}` : null]).join(' · '),
  ].filter((line) => line !== '');
}

/** Table number for dine-in, else how the guest gets the order. */
export function place(order: Order): [string, string] {
  if (order.orderType === 'DINE_IN' && order.tableNumber !== null) return ['Tisch', String(order.tableNumber)];
  return ['Bestellart', { DINE_IN: 'Vor Ort', TAKEAWAY: 'Abholung', DELIVERY: 'Lieferung' }[order.orderType]];
}

/** What staff collected for the invoice: the method is the order's; the tip is not part of the taxable amount. */
export interface InvoicePayment {
  tipCents: number;
  givenCents: number | null;
  changeCents: number | null;
}

function paymentDetails(payment: InvoicePayment | null): string[] {
  if (!payment) return [];
  const details: string[] = [];
  if (payment.givenCents !== null)
    details.push(`Gegeben: ${formatEuro(payment.givenCents)} · Rückgeld: ${formatEuro(payment.changeCents ?? 0)}`);
  if (payment.tipCents > 0) details.push(`Trinkgeld: ${formatEuro(payment.tipCents)} (nicht Teil des Rechnungsbetrags, nicht steuerbar)`);
  return details;
}

/** What a credit note (Stornorechnung) reverses: the invoice's number, when it was issued, and whom it named. */
export interface ReversedInvoice {
  invoiceNumber: string;
  issuedAt: Date;
  recipient: string[] | null;
}

/** One issue of a document for an order: its number and time, the payment, and for a credit note what it reverses. */
export interface InvoiceIssue {
  invoiceNumber: string;
  issuedAt: Date;
  /** Null for orders paid before payments were recorded on their own. */
  payment: InvoicePayment | null;
  reverses?: ReversedInvoice;
}

/**
 * The invoice of a paid order (`order.items` loaded), or a credit note reversing one: the same lines, taxes and total
 * with the opposite sign, titled "Stornorechnung" and naming the invoice it reverses.
 */
export function buildInvoiceModel(order: Order, info: AppInfo, issue: InvoiceIssue): InvoiceModel {
  const items = [...order.items].sort((a, b) => a.position - b.position);
  return buildBillInvoiceModel(
    {
      place: place(order),
      orderNumbers: [order.orderNumber],
      servedAt: order.submittedAt,
      method: order.paymentMethod,
      recipient: recipientLines(recipientOf(order)),
      lines: items.map((item) => ({
        quantity: String(item.quantity),
        article: item.menuItemName,
        extras: item.extras.map((e) => e.name),
        vatRate: item.vatRate,
        unitPriceCents: item.unitPriceCents,
        cents: item.priceFinalCents,
      })),
    },
    info,
    issue,
  );
}

/** A line of a table bill's invoice: what was paid of one order line. */
export interface BillInvoiceLine {
  /** Pieces ("2"), or the share of an equal part ("1/3"). */
  quantity: string;
  article: string;
  extras: string[];
  vatRate: VatRate;
  /** The price the quantity refers to: a piece's, or for a share the line's open amount. */
  unitPriceCents: number;
  cents: number;
}

/** What was paid: the lines, where (["Tisch", "5"]), the orders they came from, and how it was paid. */
export interface BillInvoiceInput {
  place: [string, string];
  orderNumbers: number[];
  /** When the first of those orders was placed (the Leistungsdatum). */
  servedAt: Date;
  method: PaymentMethod;
  lines: BillInvoiceLine[];
  /** Whom the invoice names, as printed (recipientLines); null: nobody. A credit note names its invoice's instead. */
  recipient: string[] | null;
}

/** The small print: what a credit note reverses; an invoice without recipient is a Kleinbetragsrechnung up to 400 €. */
function notes(totalCents: number, recipient: string[] | null, reverses: ReversedInvoice | undefined): string[] {
  if (reverses) return [`Diese Stornorechnung hebt die Rechnung ${reverses.invoiceNumber} vollständig auf.`];
  if (recipient) return [];
  if (totalCents <= SMALL_INVOICE_LIMIT_CENTS) return ['Kleinbetragsrechnung gemäß § 11 Abs. 6 UStG (Gesamtbetrag bis 400 €).'];
  // Only an order paid before invoices were issued at payment (its invoice made on the first download) gets here.
  return ['Leistungsempfänger (Name, Anschrift): ____________________________________________'];
}

/**
 * An invoice of paid lines (an order's, or a payment over a table's bill: lines of several orders, pieces of a line, an
 * equal share), or the credit note reversing one: the same lines, taxes and total with the opposite sign, titled
 * "Stornorechnung" and naming the invoice it reverses. Taxes are worked out on the positive amounts and then negated:
 * a credit note's VAT is exactly the invoice's.
 */
export function buildBillInvoiceModel(bill: BillInvoiceInput, info: AppInfo, issue: InvoiceIssue): InvoiceModel {
  const taxes = taxBreakdownCents(bill.lines.map((l) => ({ vatRate: l.vatRate, grossCents: l.cents })));
  const sign = issue.reverses ? -1 : 1;
  const money = (cents: number) => formatEuro(sign * cents);
  const zone = restaurantTimeZone(info.timezone);
  const reverses = issue.reverses;
  const totalCents = bill.lines.reduce((sum, line) => sum + line.cents, 0);
  const recipient = reverses ? reverses.recipient : bill.recipient;
  return {
    issuedAt: issue.issuedAt.toISOString(),
    ...(reverses && { title: 'Stornorechnung' }),
    sellerName: info.appName?.trim() || info.companyName?.trim() || 'Rechnung',
    sellerLines: sellerLines(info),
    invoiceNumber: issue.invoiceNumber,
    ...(recipient && { recipient }),
    facts: [
      [reverses ? 'Stornonummer' : 'Rechnungsnummer', issue.invoiceNumber],
      [reverses ? 'Stornodatum' : 'Rechnungsdatum', formatLocalDateTime(issue.issuedAt, zone)],
      ...(reverses
        ? [['Storno zu Rechnung', `${reverses.invoiceNumber} vom ${formatLocalDateTime(reverses.issuedAt, zone)}`] as [string, string]]
        : []),
      ['Leistungsdatum', formatLocalDateTime(bill.servedAt, zone)],
      [bill.orderNumbers.length === 1 ? 'Bestellnummer' : 'Bestellnummern', bill.orderNumbers.join(', ')],
      bill.place,
    ],
    lines: bill.lines.map((line) => ({
      quantity: sign < 0 ? `-${line.quantity}` : line.quantity,
      article: line.article,
      extras: line.extras.length ? `mit ${line.extras.join(', ')}` : '',
      vat: `${taxes.find((t) => t.code === line.vatRate)?.percent ?? 0} %`,
      unitPrice: formatEuro(line.unitPriceCents),
      total: money(line.cents),
    })),
    taxes: taxes.map((t) => ({ label: `USt ${t.percent} %`, net: money(t.netCents), vat: money(t.vatCents), gross: money(t.grossCents) })),
    total: money(totalCents),
    payment: reverses ? `${PAYMENT_METHODS[bill.method]} – Erstattet` : `${PAYMENT_METHODS[bill.method]} – ${PAYMENT_STATUSES.PAID}`,
    paymentDetails: reverses ? [] : paymentDetails(issue.payment),
    notes: notes(totalCents, recipient, reverses),
    footer: footer(info),
  };
}

/** A register's receipt on its own (Startbeleg, Monats-, Jahres-, Null-, Schlussbeleg) as the owner prints and keeps it. */
export interface ReceiptDocumentInput {
  title: string;
  receiptNumber: string;
  /** yyyy-MM-ddTHH:mm:ss, local time. */
  dateTime: string;
  totalCents: number;
  turnoverCents: number;
  receipt: InvoiceReceipt;
}

export function buildReceiptModel(input: ReceiptDocumentInput, info: AppInfo, createdAt: Date): InvoiceModel {
  return {
    issuedAt: createdAt.toISOString(),
    title: input.title,
    sellerName: info.appName?.trim() || info.companyName?.trim() || input.title,
    sellerLines: sellerLines(info),
    invoiceNumber: `Beleg ${input.receiptNumber}`,
    facts: [
      ['Beleg-Nr.', input.receiptNumber],
      ['Beleg-Datum', germanDateTime(input.dateTime)],
      ['Betrag', formatEuro(input.totalCents)],
      ['Umsatzzähler', formatEuro(input.turnoverCents)],
    ],
    lines: [],
    taxes: [],
    total: formatEuro(input.totalCents),
    payment: '',
    notes: [],
    footer: footer(info),
    receipt: input.receipt,
  };
}
