import type { TranslateFunction } from 'react-admin';
import { minutesSince } from '../common/format';

/** How long a table's bill has been open: "gerade eben" in the first minute, then "seit 12 Min.". */
export function openSinceText(translate: TranslateFunction, since: string, now = Date.now()): string {
  const minutes = minutesSince(since, now);
  return minutes < 1 ? translate('app.service.just_now') : translate('app.bill.since', { smart_count: minutes });
}
