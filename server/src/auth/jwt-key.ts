import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The JWT secret as a key object, made once. Given the secret as a string, jsonwebtoken first tries to read it
 * as a PEM key (createPrivateKey / createPublicKey, which throw) on every sign and verify: a seventh of the
 * server's time in the guest-ordering profile.
 */
export function jwtKeyOf(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
