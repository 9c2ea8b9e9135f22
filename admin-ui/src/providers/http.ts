import { HttpError } from 'react-admin';
import { readToken } from './token';

const API_URL = '/api';

function authHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function toHttpError(response: Response): Promise<HttpError> {
  let body: { message?: string | string[] } | undefined;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message = Array.isArray(body?.message) ? body.message.join(' ') : body?.message;
  return new HttpError(message || response.statusText, response.status, body);
}

/** Calls the API with the staff token; answers the parsed JSON (or null for an empty body). */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = authHeaders(init.headers);
  // Multipart bodies (image uploads) get their boundary from the browser.
  if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  const response = await fetch(`${API_URL}${path}`, { ...init, headers });
  if (!response.ok) throw await toHttpError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Fetches a binary answer (an invoice PDF, a QR code image) with the staff token. */
export async function apiFetchBlob(path: string, accept = 'application/pdf'): Promise<Blob> {
  const response = await fetch(`${API_URL}${path}`, { headers: authHeaders({ Accept: accept }) });
  if (!response.ok) throw await toHttpError(response);
  return response.blob();
}

/** An upload's body: the multipart field "file", as every upload of the API takes it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
