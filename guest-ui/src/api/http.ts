import type { Language } from '../i18n/languages.ts';
import { forgetRefusedSession } from '../session/session-store.ts';
import { takeEmbeddedAnswer } from './embedded-answers.ts';

/** A failed call: the HTTP status (0 when the network failed), and the server's own message when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    statusText = '',
    /** The parsed answer body (null when there was none), for answers that carry more than a message. */
    readonly body: unknown = null,
  ) {
    super(serverMessage ?? statusText);
  }
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Session jwt: calls under /sessions carry it. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API under /api and returns the parsed JSON answer; throws HttpError otherwise. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET' && !options.token) {
    const embedded = takeEmbeddedAnswer(`/api${path}`);
    if (embedded !== undefined) return embedded as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new HttpError(0, null, (err as Error).message);
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    // 401 on a session call: the session expired or was closed. Forget it, so every screen asks for the QR code again.
    if (response.status === 401) forgetRefusedSession(options.token);
    const message = (data as { message?: unknown } | null)?.message;
    throw new HttpError(response.status, typeof message === 'string' && message.trim() ? message : null, response.statusText, data);
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Non-array answers count as empty lists (spec: categories, items). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * `path` with the guest's language as its last query parameter, German included: without it the server
 * answers in the phone's Accept-Language, and index.html carries the German menu under exactly these URLs.
 */
export function inLanguage(path: string, lang: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
