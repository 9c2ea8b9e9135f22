import type { OrderLimits } from '../config/app-config.js';
import { formatEuro } from '../common/money.js';
import { badRequest, type FieldError } from '../common/api-error.js';
import type { PricedBasket } from './basket-pricing.js';

export const tooManyPieces = (max: number) => `Höchstens ${max} Stück pro Position.`;
const tooManyLines = (max: number) => `Höchstens ${max} verschiedene Positionen im Warenkorb.`;
const totalTooHigh = (maxCents: number) => `Der Warenkorb darf höchstens ${formatEuro(maxCents)} betragen.`;

/**
 * Whether a basket stays within the plausibility limits (ORDER_MAX_QUANTITY, ORDER_MAX_LINES,
 * ORDER_MAX_TOTAL): the first limit it breaks, as the message for the guest, or null.
 */
function basketLimitProblem(basket: PricedBasket, limits: OrderLimits): FieldError | null {
  if (basket.lines.some((l) => l.line.quantity > limits.maxQuantityPerLine)) {
    return { field: 'quantity', message: tooManyPieces(limits.maxQuantityPerLine) };
  }
  if (basket.lines.length > limits.maxLines) return { field: 'menuItemId', message: tooManyLines(limits.maxLines) };
  if (basket.totalCents > limits.maxTotalCents) return { field: 'quantity', message: totalTooHigh(limits.maxTotalCents) };
  return null;
}

/** 400 with the first limit the basket breaks, as a field error. */
export function assertWithinLimits(basket: PricedBasket, limits: OrderLimits): void {
  const problem = basketLimitProblem(basket, limits);
  if (problem) throw badRequest(problem.message, [problem]);
}
