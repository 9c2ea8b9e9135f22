import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { ApiError, TooManyRequestsError } from './api-error.js';

interface Sent {
  status: number;
  body: { statusCode: number; message: string };
  headers: Record<string, string>;
}

function answer(exception: unknown): Sent {
  const sent: Sent = { status: 0, body: { statusCode: 0, message: '' }, headers: {} };
  const httpAdapter = {
    isHeadersSent: () => false,
    setHeader: (_response: unknown, name: string, value: string) => (sent.headers[name] = value),
    reply: (_response: unknown, b: typeof sent.body, s: number) => Object.assign(sent, { status: s, body: b }),
  };
  const host = { switchToHttp: () => ({ getResponse: () => ({}) }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter({ httpAdapter } as unknown as HttpAdapterHost).catch(exception, host);
  return sent;
}

const databaseError = (code: string) => new QueryFailedError('SELECT 1', [], Object.assign(new Error('db'), { code }));

describe('AllExceptionsFilter', () => {
  it.each(['22021', '22001', '22007', '22P05'])('answers PostgreSQL data error %s as 400', (code) => {
    expect(answer(databaseError(code))).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Ungültige Eingabe.' } });
  });

  it('answers a unique violation as 409 and anything unknown as a bare 500', () => {
    expect(answer(databaseError('23505')).status).toBe(409);
    expect(answer(databaseError('23000')).status).toBe(409);
    const unknown = answer(new Error('secret internals'));
    expect(unknown).toMatchObject({ status: 500, body: { message: 'Interner Fehler.' } });
  });

  it('sends Retry-After (whole seconds, at least 1) with a TooManyRequestsError, and with no other error', () => {
    expect(answer(new TooManyRequestsError('Zu viele.', 42.2))).toMatchObject({ status: 429, headers: { 'Retry-After': '43' } });
    expect(answer(new TooManyRequestsError('Zu viele.', 0)).headers).toEqual({ 'Retry-After': '1' });
    expect(answer(new ApiError(400, 'Nein.')).headers).toEqual({});
    // A 429 that names no time of its own (none of ours today) still says when: after a minute.
    expect(answer(new ApiError(429, 'Zu viele.')).headers).toEqual({ 'Retry-After': '60' });
  });
});
