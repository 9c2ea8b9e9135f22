import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../session/session-store.ts';
import { SESSION, storeSession } from '../test-utils.tsx';
import { callApi, HttpError } from './http.ts';

const refuse = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ statusCode: 401, message: 'Keine Session – bitte QR neu scannen.' }), { status: 401 })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("keeps the server's message apart from the status text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429, statusText: 'Too Many Requests' })),
    );
    const failure = await callApi('/menu/types').catch((err: HttpError) => err);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(429);
    expect((failure as HttpError).serverMessage).toBeNull();
  });

  it('forgets the stored session when a call with its token answers 401', async () => {
    storeSession();
    refuse();
    await expect(callApi('/sessions/s-1/basket', { token: SESSION.jwt })).rejects.toMatchObject({ status: 401 });
    expect(loadSession()).toBeNull();
  });

  it('keeps the stored session when a call with another token (an older session) answers 401', async () => {
    storeSession();
    refuse();
    await expect(callApi('/sessions/s-0/basket', { token: 'older-jwt' })).rejects.toMatchObject({ status: 401 });
    expect(loadSession()?.sessionId).toBe('s-1');
  });
});
