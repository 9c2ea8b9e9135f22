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
