import { RESTAURANT_TIME_ZONE } from '../orders/vienna-time.js';

export { formatEuro } from '../common/money.js';

const dateTimeParts = new Intl.DateTimeFormat('de-AT', {
  timeZone: RESTAURANT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd.MM.yyyy HH:mm in Vienna time. */
export function formatViennaDateTime(date: Date): string {
  const p = Object.fromEntries(dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}
