import { randomBytes } from 'node:crypto';

/** An unguessable token for a table's QR link (128 bits, URL-safe). */
export function newQrCode(): string {
  return randomBytes(16).toString('base64url');
}
