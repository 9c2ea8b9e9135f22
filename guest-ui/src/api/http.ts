/** A failed call: the HTTP status (0 when the network failed) and the server's message. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Session jwt: calls under /sessions carry it. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API under /api and returns the parsed JSON answer; throws HttpError otherwise. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
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
    throw new HttpError(0, (err as Error).message);
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const message = data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : response.statusText;
    throw new HttpError(response.status, message);
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
