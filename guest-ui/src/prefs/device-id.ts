import { KEY_PREFIX, readText, writeText } from './storage.ts';

const DEVICE_KEY = `${KEY_PREFIX}device`;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A random id this phone keeps, sent with a session start: the server counts each phone's starts on their own, so
 * one phone behind the restaurant's shared address cannot use up the others' budget. Not secret and not personal;
 * made with getRandomValues, which (unlike randomUUID) also works over the restaurant's plain-HTTP address.
 */
export function deviceId(): string {
  const kept = readText(DEVICE_KEY);
  if (kept && DEVICE_ID.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeText(DEVICE_KEY, id);
  return id;
}
