import { conflict } from '../common/api-error.js';

const ORDER_OUTDATED = 'Die Liste hat sich inzwischen geändert. Bitte neu laden und erneut sortieren.';

/**
 * A new order must name exactly the rows there are, each once; otherwise the screen that sent it was out
 * of date (a row added or deleted meanwhile), and numbering only some rows would mix old and new order.
 */
export function checkNewOrder(current: number[], wanted: number[]): void {
  const complete = wanted.length === current.length && new Set(wanted).size === wanted.length && wanted.every((id) => current.includes(id));
  if (!complete) throw conflict(ORDER_OUTDATED);
}
