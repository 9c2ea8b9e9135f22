import { RESTAURANT_TIME_ZONE } from '../orders/vienna-time.js';

// de-AT prints "€ 1.234,50" (and, in current ICU, a narrow space as thousands separator); invoices
// here use the common "1.234,50 €", so the number is formatted with German grouping and € appended.
const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

export function formatEuro(cents: number): string {
  return `${amount.format(cents / 100)} €`;
}

const dateTimeParts = new Intl.DateTimeFormat('de-AT', {
  timeZone: RESTAURANT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

/** dd.MM.yyyy HH:mm in Vienna time. */
export function formatViennaDateTime(date: Date): string {
  const p = Object.fromEntries(dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}
