/** A euro amount as typed ("12,50", "12.5", " 3 "); null when it is not a number. */
export function parsePrice(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** A euro amount as typed, in cents; null when it is not a number or has more than two decimals; 0 when empty. */
export function parseCents(text: string): number | null {
  if (text.trim() === '') return 0;
  const euro = parsePrice(text);
  if (euro === null) return null;
  const cents = Math.round(euro * 100);
  return Math.abs(cents - euro * 100) < 1e-6 ? cents : null;
}
