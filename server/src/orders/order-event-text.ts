import { type Course, COURSE_NAMES } from '../common/course.js';
import { formatEuro } from '../common/money.js';
import type { PaymentMethod } from './order-status.js';

/** The first line of every order; the database puts in the number it assigns (orders.repository insertPlaced). */
export const CREATED_TEMPLATE = 'Bestellung {orderNumber} eingegangen';

export const ORDER_EVENT_CODES = [
  'created',
  'approved',
  'rejected',
  'completed',
  'canceled',
  'note_set',
  'note_removed',
  'payment_method',
  'recipient_set',
  'recipient_removed',
  'no_recipient',
  'paid',
  'part_paid',
  'refunded',
  'payment_corrected',
  'payment_reversed',
  'table_moved',
  'tables_merged',
  'lines_ready',
  'lines_served',
  'lines_reopened',
  'course_fired',
  'ready_for_pickup',
  'line_quantity',
  'line_removed',
] as const;
export type OrderEventCode = (typeof ORDER_EVENT_CODES)[number];

const METHOD_NAMES: Record<PaymentMethod, string> = { CASH: 'Bar', CARD: 'Karte' };

/**
 * What an order's history line says, as codes with their values (issue 33, point 6): the back office renders each in
 * the reader's language; the German text (OrderEvent.message) is made from the same parts. A line of several parts
 * reads them joined by "; ". Amounts are cents, payment methods their codes.
 */
export type OrderEventPart =
  | { code: 'created'; params: { orderNumber: number } }
  | { code: 'approved' | 'completed' | 'canceled' | 'note_removed' | 'no_recipient' }
  | { code: 'rejected'; params: { reason: string } }
  | { code: 'note_set'; params: { note: string } }
  | { code: 'payment_method'; params: { from: PaymentMethod; to: PaymentMethod } }
  | { code: 'recipient_set'; params: { recipient: string; byGuest?: boolean } }
  | { code: 'recipient_removed'; params: { byGuest?: boolean } }
  | { code: 'paid'; params: PaidParams }
  | { code: 'part_paid'; params: { amountCents: number; invoice: string } }
  | { code: 'refunded' | 'payment_corrected' | 'payment_reversed'; params: { creditNote: string; invoice: string } }
  | { code: 'table_moved' | 'tables_merged'; params: { from: number; to: number } }
  | { code: 'lines_ready' | 'lines_served' | 'lines_reopened'; params: { station: string; items: string } }
  | { code: 'course_fired'; params: { course: Course } }
  | { code: 'ready_for_pickup' }
  | { code: 'line_quantity'; params: { item: string; from: number; to: number } }
  | { code: 'line_removed'; params: { item: string; quantity: number } };

type PaidParams = {
  method: PaymentMethod;
  amountCents: number;
  tipCents: number;
  givenCents: number | null;
  changeCents: number | null;
  invoice: string;
  /** Paid over the table's bill. */
  tableBill?: boolean;
};

/** The German text of one part, as the history has always written it. */
function germanPart(part: OrderEventPart): string {
  switch (part.code) {
    case 'created':
      return CREATED_TEMPLATE.replace('{orderNumber}', String(part.params.orderNumber));
    case 'approved':
      return 'Bestellung angenommen';
    case 'rejected':
      return `Bestellung abgelehnt: ${part.params.reason}`;
    case 'completed':
      return 'Bestellung abgeschlossen (serviert)';
    case 'canceled':
      return 'Bestellung storniert';
    case 'note_set':
      return `Notiz: ${part.params.note}`;
    case 'note_removed':
      return 'Notiz entfernt';
    case 'payment_method':
      return `Zahlungsart: ${METHOD_NAMES[part.params.from]} → ${METHOD_NAMES[part.params.to]}`;
    case 'recipient_set':
      return `Rechnungsempfänger${part.params.byGuest ? ' (vom Gast)' : ''}: ${part.params.recipient}`;
    case 'recipient_removed':
      return `Rechnungsempfänger entfernt${part.params.byGuest ? ' (vom Gast)' : ''}`;
    case 'no_recipient':
      return 'ohne Rechnungsempfänger';
    case 'paid':
      return germanPaid(part.params);
    case 'part_paid':
      return `Teilzahlung ${formatEuro(part.params.amountCents)} – Rechnung ${part.params.invoice}`;
    case 'refunded':
      return `Bestellung storniert: Stornorechnung ${part.params.creditNote} zu Rechnung ${part.params.invoice}`;
    case 'payment_corrected':
      return `Zahlung berichtigt: Stornorechnung ${part.params.creditNote} zu Rechnung ${part.params.invoice}`;
    case 'payment_reversed':
      return `Zahlung storniert: Stornorechnung ${part.params.creditNote} zu Rechnung ${part.params.invoice}`;
    case 'table_moved':
      return `Tisch ${part.params.from} → Tisch ${part.params.to}`;
    case 'tables_merged':
      return `Tische zusammengelegt: Tisch ${part.params.from} → Tisch ${part.params.to}`;
    case 'lines_ready':
      return `Fertig (${part.params.station}): ${part.params.items}`;
    case 'lines_served':
      return `Serviert (${part.params.station}): ${part.params.items}`;
    case 'lines_reopened':
      return `Wieder in Zubereitung (${part.params.station}): ${part.params.items}`;
    case 'course_fired':
      return `${COURSE_NAMES[part.params.course]} abgerufen`;
    case 'ready_for_pickup':
      return 'Abholbereit';
    case 'line_quantity':
      return `Menge ${part.params.item}: ${part.params.from} → ${part.params.to}`;
    case 'line_removed':
      return `Position entfernt: ${part.params.quantity}× ${part.params.item}`;
  }
}

/** "Bezahlt: Bar 16,40 €, Trinkgeld 1,00 €, gegeben 20,00 €, Rückgeld 2,60 € – Rechnung RE-7" (and " (Tischrechnung)"). */
function germanPaid(paid: PaidParams): string {
  const parts = [`${METHOD_NAMES[paid.method]} ${formatEuro(paid.amountCents)}`];
  if (paid.tipCents > 0) parts.push(`Trinkgeld ${formatEuro(paid.tipCents)}`);
  if (paid.givenCents !== null && paid.changeCents !== null) {
    parts.push(`gegeben ${formatEuro(paid.givenCents)}`, `Rückgeld ${formatEuro(paid.changeCents)}`);
  }
  return `Bezahlt: ${parts.join(', ')} – Rechnung ${paid.invoice}${paid.tableBill ? ' (Tischrechnung)' : ''}`;
}

/** The history line of a status change. */
export function transitionText(action: 'approve' | 'reject' | 'complete' | 'cancel', reason?: string): OrderEventPart[] {
  switch (action) {
    case 'approve':
      return [{ code: 'approved' }];
    case 'reject':
      return [{ code: 'rejected', params: { reason: reason ?? '' } }];
    case 'complete':
      return [{ code: 'completed' }];
    case 'cancel':
      return [{ code: 'canceled' }];
  }
}

/** The German text of a history line. */
export function germanText(parts: OrderEventPart[]): string {
  return parts.map(germanPart).join('; ');
}
