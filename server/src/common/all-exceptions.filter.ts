import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';
import { errorName, TooManyRequestsError } from './api-error.js';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: unknown;
}

/** Sent with a 429 that names no time of its own: every 429 says when to try again. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const DATABASE_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Ein Eintrag mit diesen Werten existiert bereits.'],
  '23503': [409, 'Der Eintrag wird noch verwendet oder verweist auf einen fehlenden Eintrag.'],
  '23514': [400, 'Ungültige Eingabe.'],
  '22P02': [400, 'Ungültige Eingabe.'],
  '22003': [400, 'Zahl außerhalb des erlaubten Bereichs.'],
};

// SQLSTATE class 22 (data exception: bad characters, too long, out of range …) is always the input's fault;
// any other class 23 (integrity constraint, e.g. the insert-only invoices) conflicts with what is stored.
const DATA_EXCEPTION: [number, string] = [400, 'Ungültige Eingabe.'];
const INTEGRITY_VIOLATION: [number, string] = [409, 'Diese Änderung widerspricht gespeicherten Daten.'];

function databaseError(code: string): [number, string] | undefined {
  if (DATABASE_ERRORS[code]) return DATABASE_ERRORS[code];
  if (code.startsWith('22')) return DATA_EXCEPTION;
  if (code.startsWith('23')) return INTEGRITY_VIOLATION;
  return undefined;
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode: status, error: errorName(status), message: response };
  const body = response as Partial<ErrorBody> & { message?: unknown; details?: Record<string, unknown> };
  const message = Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? exception.message);
  // Details (what the client needs to act on the error, e.g. the order another phone sent) sit beside the message.
  return { ...body.details, statusCode: status, error: errorName(status), message, ...(body.errors ? { errors: body.errors } : {}) };
}

/** Answers every error as JSON; anything unexpected is logged and answered 500 without internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (httpAdapter.isHeadersSent(response)) return;
    if (body.statusCode === 429) this.setRetryAfter(response, exception);
    httpAdapter.reply(response, body, body.statusCode);
  }

  /** Every 429 says when to try again: a TooManyRequestsError names its seconds, any other 429 gets the default. */
  private setRetryAfter(response: unknown, exception: unknown): void {
    const seconds =
      exception instanceof TooManyRequestsError ? Math.max(1, Math.ceil(exception.retryAfterSeconds)) : DEFAULT_RETRY_AFTER_SECONDS;
    this.adapterHost.httpAdapter.setHeader(response, 'Retry-After', String(seconds));
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) return fromHttpException(exception);
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string })?.code ?? '';
      const known = databaseError(code);
      if (known) return { statusCode: known[0], error: errorName(known[0]), message: known[1] };
    }
    // Errors of the HTTP layer (body too large, unreadable multipart …) carry their own 4xx status.
    const status = (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? 'Anfrage zu groß.' : 'Ungültige Anfrage (JSON kann nicht gelesen werden).';
      return { statusCode: status, error: errorName(status), message };
    }
    return { statusCode: 500, error: errorName(500), message: 'Interner Fehler.' };
  }
}
