import { printsInWinAnsi } from '../common/win-ansi.js';
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
/** The longest UID number: "CHE" with 9 digits and "MWST". */
export const RECIPIENT_UID_MAX = 16;

// Control and invisible formatting characters a phone may paste along (C0 and C1 controls, line and paragraph
// separators, bidi marks, overrides and isolates): stripped, never printed. Every request refuses most C0 controls
// before this (http/request-input.ts); tab and newline reach here.
const INVISIBLE = /[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

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

/** A UID number as it is written on invoices: upper case, without spaces, dots and dashes. */
export function normalizeUid(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/[\s.-]/gu, '')
    .toUpperCase();
}

/** The EU member states' UID prefixes (Greece: EL) and Northern Ireland's (XI), as VIES knows them. */
const EU_PREFIXES = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

/**
 * The check digit of an Austrian UID number (ATU and 8 digits, the last the check digit; BMF's algorithm): the
 * digits in even places count doubled with their digit sum, and 4 is added.
 */
export function austrianUidValid(uid: string): boolean {
  const match = /^ATU(\d{8})$/.exec(uid);
  if (!match) return false;
  const digits = [...match[1]].map(Number);
  const sum = digits
    .slice(0, 7)
    .reduce((total, digit, i) => total + (i % 2 === 1 ? Math.floor((2 * digit) / 10) + ((2 * digit) % 10) : digit), 0);
  return (10 - ((sum + 4) % 10)) % 10 === digits[7];
}

/**
 * Why a (normalized) UID number is refused, or null. Austrian ones are checked exactly (with their check digit), other
 * EU ones only by shape (their prefix and 2–12 letters or digits), Swiss ones (CHE) by theirs.
 */
export function uidProblem(uid: string): string | null {
  if (uid.length > RECIPIENT_UID_MAX) return `darf höchstens ${RECIPIENT_UID_MAX} Zeichen lang sein`;
  if (uid.startsWith('AT')) {
    if (!/^ATU\d{8}$/.test(uid)) return 'eine österreichische UID-Nummer ist ATU und 8 Ziffern (z. B. ATU12345675)';
    return austrianUidValid(uid) ? null : 'die Prüfziffer der UID-Nummer stimmt nicht – bitte nachsehen';
  }
  if (/^CHE\d{9}(MWST|TVA|IVA)?$/.test(uid)) return null;
  if (EU_PREFIXES.has(uid.slice(0, 2)) && /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(uid)) return null;
  return 'ist keine UID-Nummer eines EU-Landes (z. B. ATU12345675, DE123456789)';
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
