import { E2E_ADMIN, type RunningServer } from './server.ts';

/** Logs in as the e2e admin (POST /api/auth) and returns the staff jwt. */
export async function adminToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!response.ok) throw new Error(`Admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** Calls an admin endpoint with the admin's token; throws on a non-2xx answer. */
export async function adminCall<T = unknown>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Uploads an image file as multipart field "file" (e.g. /app-metadata/upload/background). */
export async function adminUpload<T = unknown>(
  server: RunningServer,
  token: string,
  path: string,
  image: Buffer,
  type = 'image/png',
): Promise<T> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type }), 'image.png');
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}
