/**
 * A limit against abuse as RATE_LIMIT_FACTOR scales it: at least 1, and Infinity when the factor (0) turns the limits
 * off. The guest routes' budgets and the open orders a table or session may have all scale by it.
 */
export function scaledLimit(limit: number, factor: number): number {
  return factor === 0 ? Infinity : Math.max(1, Math.round(limit * factor));
}
