import type { TranslateFunction } from 'react-admin';
import { minutesSince } from '../format';
import type { StaffServiceCall } from './serviceCalls';

/**
 * "Kellner rufen", or "Rechnung bitte · Karte · nur eigene Positionen" with the payment method the guest chose and
 * whose lines they asked for.
 */
export function callKindText(translate: TranslateFunction, call: Pick<StaffServiceCall, 'kind' | 'paymentMethod' | 'billScope'>): string {
  const kind = translate(`app.service.kind.${call.kind}`);
  if (call.kind !== 'BILL') return kind;
  const method = call.paymentMethod ? [translate(`app.order.payment_method.${call.paymentMethod}`)] : [];
  const scope = call.billScope ? [translate(`app.service.scope.${call.billScope}`)] : [];
  return [kind, ...method, ...scope].join(' · ');
}

/** How long ago, in whole minutes: "gerade eben" in the first minute, then "vor 3 Min.". */
export function ageText(translate: TranslateFunction, since: string, now: number): string {
  const minutes = minutesSince(since, now);
  return minutes < 1 ? translate('app.service.just_now') : translate('app.service.minutes_ago', { smart_count: minutes });
}
