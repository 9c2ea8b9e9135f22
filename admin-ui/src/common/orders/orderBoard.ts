import type { Order, OrderStatus } from '../../orders/order.types';

/** The orders still to make or to serve: on the kitchen board and in the waiter view. */
export const OPEN_STATUSES: OrderStatus[] = ['IN_PROGRESS', 'APPROVED'];

/** Which orders a board holds: how the API is asked for them, and the same rule for an order that changed. */
export interface BoardKind {
  filter: Record<string, unknown>;
  holds: (order: Order) => boolean;
}

/** Still to make or to serve (kitchen screen, waiter view). */
export const OPEN_BOARD: BoardKind = { filter: { status: OPEN_STATUSES }, holds: (order) => OPEN_STATUSES.includes(order.status) };

/** Served and not paid yet (waiter view: to collect). */
export const UNPAID_BOARD: BoardKind = {
  filter: { status: ['COMPLETED'], paymentStatus: 'PENDING' },
  holds: (order) => order.status === 'COMPLETED' && order.paymentStatus === 'PENDING',
};

// As the server sorts the board: oldest first by submittedAt, then by id.
const comesBefore = (a: Order, b: Order) => {
  const byAge = Date.parse(a.submittedAt) - Date.parse(b.submittedAt);
  return byAge < 0 || (byAge === 0 && a.id < b.id);
};

// A copy the board already has a later state of (e.g. a late event after one's own action's answer).
const isStale = (order: Order, shown: Order) => Date.parse(order.updatedAt) < Date.parse(shown.updatedAt);

/**
 * A board of orders (oldest first; by default the open ones of the kitchen screen and the waiter view) after an order
 * changed: a new order the board holds takes its place by age, a changed one is replaced where it stands (so approved
 * moves column, an edit updates the ticket), one the board no longer holds (e.g. completed, rejected, canceled) leaves.
 */
export function applyOrderChange(board: Order[], order: Order, kind: BoardKind = OPEN_BOARD): Order[] {
  const index = board.findIndex((shown) => shown.id === order.id);
  const open = kind.holds(order);
  if (index >= 0) {
    if (isStale(order, board[index])) return board;
    return open ? [...board.slice(0, index), order, ...board.slice(index + 1)] : [...board.slice(0, index), ...board.slice(index + 1)];
  }
  if (!open) return board;
  const at = board.findIndex((shown) => comesBefore(order, shown));
  return at < 0 ? [...board, order] : [...board.slice(0, at), order, ...board.slice(at)];
}
