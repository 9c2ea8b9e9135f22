import type { BillGuest, BillLine, PayBill } from '@tischlein/api-types';

/** What the waiter picked to pay: pieces per line (by orderItemId). */
export type BillSelection = ReadonlyMap<number, number>;

/**
 * The cents `pieces` of a line cost now, as the server works them out: the open cents over the open pieces, the first
 * parts taking the cent that does not divide. A line an equal share has part-paid (no pieces open) costs its rest.
 */
export function piecesCents(line: BillLine, pieces: number): number {
  if (line.openQuantity === 0) return pieces > 0 ? line.openCents : 0;
  return line.openCents - Math.floor((line.openCents * (line.openQuantity - pieces)) / line.openQuantity);
}

/** The pieces a line offers to pick: its open pieces, or one "rest" when an equal share paid a part of it. */
export const pickablePieces = (line: BillLine) => Math.max(line.openQuantity, 1);

export function selectionCents(lines: BillLine[], selection: BillSelection): number {
  return lines.reduce((sum, line) => sum + piecesCents(line, selection.get(line.orderItemId) ?? 0), 0);
}

/** Every open piece of the guest's lines ("Getrennt zahlen"). */
export function guestSelection(guest: BillGuest): BillSelection {
  return new Map(guest.lines.map((line) => [line.orderItemId, pickablePieces(line)]));
}

/** The payment's lines for the API. */
export function selectionLines(selection: BillSelection): NonNullable<PayBill['lines']> {
  return [...selection].filter(([, pieces]) => pieces > 0).map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}

/** One of `parts` equal parts of what is open: the first parts take the cent that does not divide. */
export const equalPartCents = (openCents: number, parts: number) => Math.ceil(openCents / parts);

/** The selection with one line set to `pieces` (0 removes it). */
export function withPieces(selection: BillSelection, orderItemId: number, pieces: number): BillSelection {
  const next = new Map(selection);
  if (pieces > 0) next.set(orderItemId, pieces);
  else next.delete(orderItemId);
  return next;
}
