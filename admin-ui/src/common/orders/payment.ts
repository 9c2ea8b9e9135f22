import { parseCents } from '../euroInput';
import type { PayOrder } from '../../providers/orderMethods';
import type { PaymentMethod } from '../../orders/order.types';

/** What the entered amounts give: the payment to send and, for cash, the change; null fields are invalid input. */
export function paymentOf(method: PaymentMethod, dueCents: number, tipText: string, givenText: string) {
  const tipCents = parseCents(tipText);
  const givenCents = method === 'CASH' && givenText.trim() !== '' ? parseCents(givenText) : undefined;
  const changeCents = givenCents == null || tipCents === null ? null : givenCents - dueCents - tipCents;
  const valid = tipCents !== null && givenCents !== null && (changeCents === null || changeCents >= 0);
  const payment: PayOrder = { paymentMethod: method, tipCents: tipCents ?? 0, ...(givenCents != null && { givenCents }) };
  return { valid, payment, tipValid: tipCents !== null, changeCents };
}
