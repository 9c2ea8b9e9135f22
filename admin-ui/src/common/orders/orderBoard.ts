import type { Order, OrderStatus } from '../../orders/order.types';

/** The orders still to make or to serve: on the kitchen board and in the waiter view. */
export const OPEN_STATUSES: OrderStatus[] = ['IN_PROGRESS', 'APPROVED'];

// As the server sorts the board: oldest first by submittedAt, then by id.
const comesBefore = (a: Order, b: Order) => {
  const byAge = Date.parse(a.submittedAt) - Date.parse(b.submittedAt);
  return byAge < 0 || (byAge === 0 && a.id < b.id);
};

// A copy the board already has a later state of (e.g. a late event after one's own action's answer).
const isStale = (order: Order, shown: Order) => Date.parse(order.updatedAt) < Date.parse(shown.updatedAt);

/**
 * The board of open orders (oldest first; the kitchen screen and the waiter view) after an order changed: a new open order takes its place
 * by age, a changed one is replaced where it stands (so approved moves column, an edit updates the ticket),
 * one that is no longer open (completed, rejected, canceled) leaves.
 */
export function applyOrderChange(board: Order[], order: Order): Order[] {
  const index = board.findIndex((shown) => shown.id === order.id);
  const open = OPEN_STATUSES.includes(order.status);
  if (index >= 0) {
    if (isStale(order, board[index])) return board;
    return open ? [...board.slice(0, index), order, ...board.slice(index + 1)] : [...board.slice(0, index), ...board.slice(index + 1)];
  }
  if (!open) return board;
  const at = board.findIndex((shown) => comesBefore(order, shown));
  return at < 0 ? [...board, order] : [...board.slice(0, at), order, ...board.slice(at)];
}
