import type { FieldError } from '../common/api-error.js';
import { CONTROL_CHARACTER, CONTROL_CHARACTERS } from '../common/validation.js';

/** Deeper JSON than this is no request the product sends; class-transformer would recurse into a stack overflow. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `Anfrage zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
export const FORBIDDEN_KEY = 'ist als Feldname nicht erlaubt';
export const INVALID_UNICODE = 'enthält ungültige Zeichen (kein gültiges Unicode)';

// Keys that reach Object.prototype when copied by a careless merge.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Half of a surrogate pair ("\udfff" in JSON): no character, cannot be stored as sent, and some validators
// (an e-mail's, through encodeURI) throw on it.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why this text (a value or a key) is refused, or null. */
function textProblem(text: string): string | null {
  if (CONTROL_CHARACTERS.test(text)) return CONTROL_CHARACTER;
  return LONE_SURROGATE.test(text) ? INVALID_UNICODE : null;
}

type InputProblem = { kind: 'too-deep' } | { kind: 'field'; error: FieldError };

const pathOf = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * Walks a parsed request body or query without recursion (so depth itself cannot overflow the
 * stack) and returns the first problem: too deep, a forbidden key, or a text with control characters or
 * half a surrogate pair.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { kind: 'field', error: { field: path || 'body', message } };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'too-deep' };
    for (const key of Object.keys(current)) {
      const field = pathOf(path, key);
      if (FORBIDDEN_KEYS.has(key)) return { kind: 'field', error: { field, message: FORBIDDEN_KEY } };
      const keyMessage = textProblem(key);
      if (keyMessage) return { kind: 'field', error: { field: path || 'body', message: keyMessage } };
      stack.push({ value: (current as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return null;
}
