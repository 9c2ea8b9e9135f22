import type { CheckoutAnswer, PaymentMethod, Schema } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { callApi, HttpError, inLanguage } from './http.ts';

export type { PaymentMethod } from '@tischlein/api-types';

/** A fresh key per checkout attempt; works outside secure contexts too (a phone on the restaurant's LAN over http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /sessions/{id}/checkout with an Idempotency-Key, so a repeated request never orders twice, and the
 * basket the guest saw (`basketId`): of two phones at a table sending the same basket, one wins.
 */
export function checkout(
  session: GuestSession,
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
  basketId: string | undefined,
  lang: Language,
): Promise<CheckoutAnswer> {
  return callApi<CheckoutAnswer>(inLanguage(`/sessions/${encodeURIComponent(session.sessionId)}/checkout`, lang), {
    method: 'POST',
    token: session.jwt,
    body: (basketId ? { paymentMethod, basketId } : { paymentMethod }) satisfies Schema<'CheckoutDto'>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The order another phone at the table sent from this basket first (409 "Bestellung wurde bereits gesendet"), else null. */
export function sentByAnotherPhone(err: unknown): { orderId: number; orderNumber: number | null } | null {
  if (!(err instanceof HttpError) || err.status !== 409) return null;
  const body = err.body as { orderId?: unknown; orderNumber?: unknown } | null;
  if (typeof body?.orderId !== 'number') return null;
  return { orderId: body.orderId, orderNumber: typeof body.orderNumber === 'number' ? body.orderNumber : null };
}
