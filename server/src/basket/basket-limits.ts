import type { OrderLimits } from '../config/app-config.js';
import { formatEuro } from '../common/money.js';
import { badRequest, type FieldError, type GuestRefusalCode, guestRefusal } from '../common/api-error.js';
import type { PricedBasket } from './basket-pricing.js';

const tooManyPieces = (max: number) => `Höchstens ${max} Stück pro Position.`;
const tooManyLines = (max: number) => `Höchstens ${max} verschiedene Positionen im Warenkorb.`;
const totalTooHigh = (maxCents: number) => `Der Warenkorb darf höchstens ${formatEuro(maxCents)} betragen.`;

/**
 * Whether a basket stays within the plausibility limits (ORDER_MAX_QUANTITY, ORDER_MAX_LINES,
 * ORDER_MAX_TOTAL): the first limit it breaks, as the message for the guest, or null.
 */
function basketLimitProblem(basket: PricedBasket, limits: OrderLimits): LimitProblem | null {
  if (basket.lines.some((l) => l.line.quantity > limits.maxQuantityPerLine)) return tooManyPiecesProblem(limits.maxQuantityPerLine);
  if (basket.lines.length > limits.maxLines) {
    return { field: 'menuItemId', message: tooManyLines(limits.maxLines), code: 'TOO_MANY_LINES', max: limits.maxLines };
  }
  if (basket.totalCents > limits.maxTotalCents) {
    return { field: 'quantity', message: totalTooHigh(limits.maxTotalCents), code: 'BASKET_TOTAL_TOO_HIGH', max: limits.maxTotalCents };
  }
  return null;
}

/** A broken limit: the field error, and the code and number the guest app says it with (`max`, cents for the total). */
type LimitProblem = FieldError & { code: GuestRefusalCode; max: number };

const tooManyPiecesProblem = (max: number): LimitProblem => ({
  field: 'quantity',
  message: tooManyPieces(max),
  code: 'TOO_MANY_PIECES',
  max,
});

const limitError = ({ field, message, code, max }: LimitProblem) => badRequest(message, [{ field, message }], guestRefusal(code, { max }));

/** 400 "Höchstens n Stück pro Position." for a line that would grow past `max` pieces. */
export const tooManyPiecesError = (max: number) => limitError(tooManyPiecesProblem(max));

/** 400 with the first limit the basket breaks, as a field error. */
export function assertWithinLimits(basket: PricedBasket, limits: OrderLimits): void {
  const problem = basketLimitProblem(basket, limits);
  if (problem) throw limitError(problem);
}
