import { describe, expect, it } from '@jest/globals';
import { equalShare, type OpenLine, piecesShare } from './bill-split.js';

const line = (orderItemId: number, quantity: number, priceFinalCents: number, paid = { quantity: 0, cents: 0 }): OpenLine => ({
  orderItemId,
  orderId: 1,
  vatRate: 'VAT_10',
  quantity,
  priceFinalCents,
  paidQuantity: paid.quantity,
  paidCents: paid.cents,
});

/** Pays `parts` equal parts one after another, each over what the ones before left open. */
function payInEqualParts(lines: OpenLine[], parts: number): number[] {
  const amounts: number[] = [];
  let open = lines;
  for (let left = parts; left > 0; left--) {
    const shares = equalShare(open, left);
    amounts.push(shares.reduce((sum, s) => sum + s.cents, 0));
    open = open.map((l) => {
      const share = shares.find((s) => s.line.orderItemId === l.orderItemId);
      return share ? { ...l, paidCents: l.paidCents + share.cents, paidQuantity: l.paidQuantity + share.quantity } : l;
    });
  }
  expect(open.every((l) => l.paidCents === l.priceFinalCents && l.paidQuantity === l.quantity)).toBe(true);
  return amounts;
}

describe('bill split', () => {
  it('splits 100,00 € in 3 equal parts, the first taking the cent that does not divide', () => {
    expect(payInEqualParts([line(1, 1, 10_000)], 3)).toEqual([3334, 3333, 3333]);
  });

  it('keeps equal parts within a cent of each other over several lines and rates, adding up exactly', () => {
    const lines = [line(1, 3, 1170), { ...line(2, 1, 1490), vatRate: 'VAT_20' as const }, line(3, 2, 999)];
    const amounts = payInEqualParts(lines, 4);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(1170 + 1490 + 999);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
  });

  it('prices pieces of a line on what is open, the first parts taking the odd cent', () => {
    const beers = line(1, 3, 1000);
    const first = piecesShare(beers, 2);
    expect(first.cents).toBe(667);
    expect(piecesShare({ ...beers, paidQuantity: 2, paidCents: 667 }, 1).cents).toBe(333);
    expect(piecesShare(beers, 3).cents).toBe(1000);
  });

  it('prices the pieces of a line an equal share has part-paid on what is left', () => {
    const pizza = line(1, 2, 2000, { quantity: 0, cents: 667 });
    expect(piecesShare(pizza, 1).cents).toBe(667);
    expect(piecesShare(pizza, 2).cents).toBe(1333);
  });
});
