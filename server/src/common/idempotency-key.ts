import { badRequest } from './api-error.js';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,100}$/;

/** The Idempotency-Key header as given (null: none); 400 when it is not 1–100 letters, digits and . _ : -. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) throw badRequest('Idempotency-Key: 1–100 Zeichen aus Buchstaben, Ziffern und . _ : -');
  return header;
}
