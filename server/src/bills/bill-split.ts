import type { VatRate } from '../common/vat.js';

/** An unpaid (or part-paid) line of a table's bill: what it costs and what its standing payments paid of it. */
export interface OpenLine {
  orderItemId: number;
  orderId: number;
  vatRate: VatRate;
  quantity: number;
  priceFinalCents: number;
  paidQuantity: number;
  paidCents: number;
}

/** What one payment pays of a line: pieces (counted for the products report) and cents. */
export interface LineShare {
  line: OpenLine;
  quantity: number;
  cents: number;
}

export const openPieces = (line: OpenLine) => line.quantity - line.paidQuantity;
export const openCents = (line: OpenLine) => line.priceFinalCents - line.paidCents;

/**
 * `pieces` of the line's open pieces. The cents are worked out on what is still open so that parts always add up to
 * the line: the open cents are divided over the open pieces and the first parts take the cent that does not divide
 * (3 pieces for 10,00 €: 3,34 then 3,33 then 3,33). All open pieces take all open cents.
 */
export function piecesShare(line: OpenLine, pieces: number): LineShare {
  const open = openPieces(line);
  const cents = openCents(line);
  return { line, quantity: pieces, cents: cents - Math.floor((cents * (open - pieces)) / open) };
}

/**
 * One of `parts` equal parts of the open lines. The part is ceil(open / parts) — the first parts take the cent that
 * does not divide (100,00 € in 3: 33,34 + 33,33 + 33,33) — and is spread over the lines in proportion to what is open
 * of each (largest remainder, ties in the lines' order), so its VAT per rate is the bill's in proportion. A line's
 * pieces count with the part that pays the line's last cent.
 */
export function equalShare(lines: OpenLine[], parts: number): LineShare[] {
  const total = lines.reduce((sum, line) => sum + openCents(line), 0);
  if (total === 0) return [];
  const amount = Math.ceil(total / parts);
  const shares = lines.map((line) => {
    const exact = openCents(line) * amount;
    return { line, cents: Math.floor(exact / total), remainder: exact % total };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = shares
    .map((share, index) => ({ share, index }))
    .sort((a, b) => b.share.remainder - a.share.remainder || a.index - b.index);
  for (const { share } of byRemainder) {
    if (left === 0) break;
    if (share.remainder > 0) {
      share.cents += 1;
      left -= 1;
    }
  }
  return shares
    .filter((share) => share.cents > 0)
    .map(({ line, cents }) => ({ line, cents, quantity: cents === openCents(line) ? openPieces(line) : 0 }));
}
