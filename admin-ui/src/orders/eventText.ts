import { ORDER_EVENT_CODES } from '@tischlein/api-types';
import type { TranslateFunction } from 'react-admin';
import { formatEuro } from '../common/format';
import type { OrderEvent } from './order.types';

type Part = NonNullable<OrderEvent['parts']>[number];
type Params = Record<string, unknown>;

/** The codes this app can say; a newer server's unknown code falls back to the German text. */
const KNOWN = new Set<string>(ORDER_EVENT_CODES);

const euro = (cents: unknown) => formatEuro(Number(cents) / 100);

/** "Bar € 16,40, Trinkgeld € 1,00, gegeben € 20,00, Rückgeld € 2,60" in the reader's language. */
function paymentOf(translate: TranslateFunction, params: Params): string {
  const pieces = [`${translate(`app.order.payment_method.${String(params.method)}`)} ${euro(params.amountCents)}`];
  if (Number(params.tipCents) > 0) pieces.push(translate('app.order_history.paid_tip', { amount: euro(params.tipCents) }));
  if (params.givenCents !== null && params.givenCents !== undefined && params.changeCents !== null && params.changeCents !== undefined) {
    pieces.push(translate('app.order_history.paid_given', { given: euro(params.givenCents), change: euro(params.changeCents) }));
  }
  return pieces.join(', ');
}

function partText(translate: TranslateFunction, part: Part): string {
  const params: Params = part.params ?? {};
  const key = (name: string) => `app.order_history.${name}`;
  switch (part.code) {
    case 'payment_method':
      return translate(key('payment_method'), {
        from: translate(`app.order.payment_method.${String(params.from)}`),
        to: translate(`app.order.payment_method.${String(params.to)}`),
      });
    case 'recipient_set':
    case 'recipient_removed':
      return translate(key(params.byGuest ? `${part.code}_by_guest` : part.code), params);
    case 'paid':
      return translate(key(params.tableBill ? 'paid_table_bill' : 'paid'), {
        payment: paymentOf(translate, params),
        invoice: params.invoice,
      });
    case 'course_fired':
      return translate(key('course_fired'), { course: translate(`app.course.${String(params.course)}`) });
    case 'part_paid':
      return translate(key('part_paid'), { amount: euro(params.amountCents), invoice: params.invoice });
    default:
      return translate(key(part.code), params);
  }
}

/**
 * An order's history line in the reader's language, from its codes and values; lines written before there were codes
 * (or with a code this app does not know yet) keep their stored German text.
 */
export function eventText(translate: TranslateFunction, event: Pick<OrderEvent, 'message' | 'parts'>): string {
  const parts = event.parts;
  if (!parts?.length || !parts.every((part) => KNOWN.has(part.code))) return event.message;
  return parts.map((part) => partText(translate, part)).join('; ');
}
