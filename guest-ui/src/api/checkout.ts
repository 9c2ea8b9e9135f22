import type { CheckoutAnswer, PaymentMethod } from '@tischlein/api-types';
import type { GuestSession } from '../session/session-store.ts';
import { callApi } from './http.ts';

export type { PaymentMethod } from '@tischlein/api-types';

/** A fresh key per checkout attempt; works outside secure contexts too (a phone on the restaurant's LAN over http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /sessions/{id}/checkout with an Idempotency-Key, so a repeated request never orders twice. */
export function checkout(session: GuestSession, paymentMethod: PaymentMethod, idempotencyKey: string): Promise<CheckoutAnswer> {
  return callApi<CheckoutAnswer>(`/sessions/${encodeURIComponent(session.sessionId)}/checkout`, {
    method: 'POST',
    token: session.jwt,
    body: { paymentMethod },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
