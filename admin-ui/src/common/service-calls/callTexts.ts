import type { TranslateFunction } from 'react-admin';
import { minutesSince } from '../format';
import type { StaffServiceCall } from './serviceCalls';

/** "Kellner rufen", or "Rechnung bitte · Karte" with the payment method the guest chose. */
export function callKindText(translate: TranslateFunction, call: Pick<StaffServiceCall, 'kind' | 'paymentMethod'>): string {
  const kind = translate(`app.service.kind.${call.kind}`);
  return call.kind === 'BILL' && call.paymentMethod ? `${kind} · ${translate(`app.order.payment_method.${call.paymentMethod}`)}` : kind;
}

/** How long ago, in whole minutes: "gerade eben" in the first minute, then "vor 3 Min.". */
export function ageText(translate: TranslateFunction, since: string, now: number): string {
  const minutes = minutesSince(since, now);
  return minutes < 1 ? translate('app.service.just_now') : translate('app.service.minutes_ago', { smart_count: minutes });
}
