import { badRequest } from '../common/api-error.js';

/**
 * The availability toggle (spec 7 "Admin menu") sends a bare JSON boolean, which the API's JSON parser
 * lets through for this route only (http/json-body.ts): `true`/`false`, or `{"available": true|false}` for clients that only send objects. */
export function availabilityOf(body: unknown): boolean {
  if (typeof body === 'boolean') return body;
  const available = (body as { available?: unknown } | null)?.available;
  const onlyField = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1;
  if (onlyField && typeof available === 'boolean') return available;
  throw badRequest('Erwartet wird true oder false als JSON.', [{ field: 'available', message: 'muss true oder false sein' }]);
}
