import http from 'node:http';

/** One request exactly as the fuzzer built it: the path is sent as is (already percent-encoded, or deliberately not). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** The body as text (the first megabyte). */
  text: string;
}

export const REQUEST_TIMEOUT_MS = 15_000;
const KEPT_BODY_CHARS = 1_000_000;

/**
 * Sends a request to the origin on a connection of its own and resolves with its answer; rejects on a network
 * error or after the timeout. No keep-alive: the server may close a connection after a refusal, and a request
 * sent on it meanwhile would fail for the client's sake, not the server's.
 */
export function send(origin: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = http.request({
      host: hostname,
      port,
      method: request.method,
      path: request.path,
      headers,
      agent: false,
      timeout: REQUEST_TIMEOUT_MS,
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8').slice(0, KEPT_BODY_CHARS),
        }),
      );
    });
    req.end(request.body);
  });
}

/** The request as one could paste it into a bug report (long bodies shortened, the length named). */
export function describeRequest(request: RawRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}…` : value}`)
    .join('\n  ');
  const body = request.body === undefined ? '' : String(request.body);
  const shownBody = body.length > 300 ? `${JSON.stringify(body.slice(0, 300))}… (${body.length} characters)` : JSON.stringify(body);
  return `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path}\n  ${headers}\n  body: ${shownBody}`;
}
