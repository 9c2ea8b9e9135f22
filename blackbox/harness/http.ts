/** A minimal JSON client over Node's global fetch, for loopback benchmark traffic. */

const REQUEST_TIMEOUT_MS = 30_000;

export class HttpError extends Error {}

export interface RequestOptions {
  token?: string;
  body?: unknown;
}

export class Client {
  constructor(readonly baseUrl: string) {}

  /** Resolves with the parsed JSON (or the byte count for other bodies); rejects on any non-2xx status. */
  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new HttpError(`${method} ${path} → ${response.status} ${bytes.toString('utf8').slice(0, 200)}`);
    const isJson = response.headers.get('content-type')?.includes('json');
    return (isJson ? JSON.parse(bytes.toString('utf8')) : bytes.length) as T;
  }

  get<T = unknown>(path: string, token?: string): Promise<T> {
    return this.request<T>('GET', path, { token });
  }

  post<T = unknown>(path: string, body?: unknown, token?: string): Promise<T> {
    return this.request<T>('POST', path, { body, token });
  }
}
