import { printsInWinAnsi } from '../common/win-ansi.js';
import { INVISIBLE } from '../common/invisible-characters.js';
import type { Order } from './order.entity.js';

/** Whom the invoice names (UStG §11 Abs. 1 Z 2): a person or company, its address and its UID number. */
export interface InvoiceRecipient {
  name: string;
  address: string | null;
  uid: string | null;
}

export const RECIPIENT_NAME_MAX = 100;
export const RECIPIENT_ADDRESS_MAX = 300;
export const RECIPIENT_ADDRESS_LINES = 4;

/** One line of text: invisible characters out, white space runs as one space, trimmed. */
export function cleanLine(text: string): string {
  return text.replace(INVISIBLE, ' ').replace(/\s+/gu, ' ').trim();
}

/** An address as lines: each cleaned, empty ones dropped, joined by newlines. */
export function cleanAddress(text: string): string {
  return text
    .split(/[\n\u2028\u2029]/u)
    .map(cleanLine)
    .filter((line) => line !== '')
    .join('\n');
}

/** Why a name or address line is refused, or null: the invoice prints Latin script only (standard PDF fonts). */
export function printProblem(text: string): string | null {
  return printsInWinAnsi(text) ? null : 'nur lateinische Schrift: die Rechnung druckt keine anderen Schriften';
}

/** A recipient as the API takes it (address and UID may be left out). */
export const recipientFromInput = (input: { name: string; address?: string | null; uid?: string | null } | null): InvoiceRecipient | null =>
  input && { name: input.name, address: input.address ?? null, uid: input.uid ?? null };

/** The recipient an order carries (its three columns), or null. */
export function recipientOf(order: Pick<Order, 'invoiceRecipientName' | 'invoiceRecipientAddress' | 'invoiceRecipientUid'>) {
  if (order.invoiceRecipientName === null) return null;
  return { name: order.invoiceRecipientName, address: order.invoiceRecipientAddress, uid: order.invoiceRecipientUid };
}

/**
 * Why the order's recipient can no longer change, or null while it can: an issued invoice never changes (a paid order
 * has its invoice, a refunded one its credit note too). An order's own invoice gets another recipient only through
 * "Zahlung berichtigen": a credit note, then a new invoice.
 */
export function recipientRefusal(order: Pick<Order, 'paymentStatus' | 'invoiceNumber'>): string | null {
  if (order.paymentStatus === 'PENDING') return null;
  if (order.invoiceNumber === null)
    return 'Die Bestellung ist über die Tischrechnung bezahlt, ihre Rechnung ist ausgestellt: der Rechnungsempfänger lässt sich nicht mehr ändern.';
  return (
    `Die Rechnung ${order.invoiceNumber} ist bereits ausgestellt: der Rechnungsempfänger lässt sich nicht mehr ändern. ` +
    'Einen anderen Empfänger nennt nur eine neue Rechnung: „Zahlung berichtigen“ (Stornorechnung und neue Rechnung).'
  );
}

/** The timeline's words for a recipient: "Muster GmbH, Ringstraße 1, 1010 Wien, UID ATU12345675". */
export function recipientSummary(recipient: InvoiceRecipient): string {
  return [recipient.name, ...(recipient.address?.split('\n') ?? []), recipient.uid ? `UID ${recipient.uid}` : null]
    .filter((part) => part !== null)
    .join(', ');
}
