import { describe, expect, it } from 'vitest';
import type { BillLine } from '@tischlein/api-types';
import { equalPartCents, guestSelection, piecesCents, selectionCents, selectionLines, withPieces } from './billSelection';

const line = (orderItemId: number, quantity: number, cents: number, open = { quantity, cents }): BillLine => ({
  orderItemId,
  orderId: 1,
  orderNumber: 1,
  menuItemName: `Line ${orderItemId}`,
  extras: [],
  note: null,
  vatRate: 'VAT_20',
  quantity,
  unitPriceCents: Math.round(cents / quantity),
  priceFinalCents: cents,
  openQuantity: open.quantity,
  openCents: open.cents,
});

describe('bill selection', () => {
  it('prices pieces as the server does: the first parts take the odd cent', () => {
    const beers = line(1, 3, 1000);
    expect(piecesCents(beers, 2)).toBe(667);
    expect(piecesCents(line(1, 3, 1000, { quantity: 1, cents: 333 }), 1)).toBe(333);
    expect(piecesCents(beers, 3)).toBe(1000);
    expect(piecesCents(beers, 0)).toBe(0);
  });

  it("pays a part-shared line's rest with any pick", () => {
    expect(piecesCents(line(1, 1, 1500, { quantity: 0, cents: 1000 }), 1)).toBe(1000);
  });

  it('adds up a selection, builds the API lines, and takes a guest with all their open pieces', () => {
    const lines = [line(1, 3, 1170), line(2, 1, 2490)];
    const selection = withPieces(withPieces(new Map(), 1, 2), 2, 1);
    expect(selectionCents(lines, selection)).toBe(780 + 2490);
    expect(selectionLines(withPieces(selection, 2, 0))).toEqual([{ orderItemId: 1, quantity: 2 }]);
    expect([...guestSelection({ key: 'g', name: 'Gast 1', guestNumber: 1, openCents: 3660, lines })]).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('splits 100,00 € in three: 33,34 first', () => {
    expect(equalPartCents(10_000, 3)).toBe(3334);
    expect(equalPartCents(6666, 2)).toBe(3333);
  });
});
