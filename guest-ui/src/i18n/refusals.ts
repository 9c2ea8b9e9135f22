import { HttpError } from '../api/http.ts';
import type { Translate } from './i18n.tsx';
import type { MessageKey } from './locales/de.ts';

/** The codes the server names a guest's refusal with (server/src/common/api-error.ts), and their texts. */
const TEXTS: Record<string, MessageKey> = {
  RATE_LIMITED: 'refusal.rateLimited',
  TOO_MANY_OPEN_ORDERS: 'checkout.tooManyOpenOrders',
  TOO_MANY_PIECES: 'refusal.tooManyPieces',
  TOO_MANY_LINES: 'refusal.tooManyLines',
  BASKET_TOTAL_TOO_HIGH: 'refusal.basketTotalTooHigh',
  ITEM_NOT_AVAILABLE: 'extras.unavailable',
  EMPTY_BASKET: 'checkout.emptyBasket',
  SESSION_ENDED: 'session.missing',
  ONLY_AT_TABLE: 'refusal.onlyAtTable',
  CALL_NOT_OPEN: 'refusal.callNotOpen',
};

interface Say {
  t: Translate;
  /** Euro amount in the guest's number format. */
  money: (euro: number) => string;
}

/**
 * What to tell the guest about a refused request, in their language: the text of the refusal's code; for a code
 * this app does not know yet, the server's own (German) words when the status is 429 or one of `also`; else null
 * (the caller says its own text).
 */
export function refusalText(err: unknown, { t, money }: Say, also: number[] = []): string | null {
  if (!(err instanceof HttpError)) return null;
  const body = (err.body ?? {}) as { code?: unknown; max?: unknown };
  const key = typeof body.code === 'string' && Object.hasOwn(TEXTS, body.code) ? TEXTS[body.code] : null;
  if (key) {
    const max = typeof body.max === 'number' ? body.max : 0;
    return t(key, { max, amount: money(max / 100) });
  }
  return err.status === 429 || also.includes(err.status) ? err.serverMessage : null;
}
