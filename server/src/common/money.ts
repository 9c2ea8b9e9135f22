/** Money is integer cents everywhere; the API carries euro numbers with at most two decimals. */
export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euro to cents; null when the amount has more than two decimals or is not finite. */
export function euroToCents(euro: number): number | null {
  if (!Number.isFinite(euro)) return null;
  const cents = Math.round(euro * 100);
  return Math.abs(cents - euro * 100) < 1e-6 ? cents : null;
}

// de-AT prints "€ 1.234,50" (and, in current ICU, a narrow space as thousands separator); the product
// uses the common "1.234,50 €", so the number is formatted with German grouping and € appended.
const euroAmount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** Cents as German euro text: 123450 → "1.234,50 €". */
export function formatEuro(cents: number): string {
  return `${euroAmount.format(cents / 100)} €`;
}

/** Cents as a plain decimal with a comma and two places, no thousands separator ("1234,50", "-5,00", "0,00"): the RKSV machine code and the CSV exports. */
export function formatCommaDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
