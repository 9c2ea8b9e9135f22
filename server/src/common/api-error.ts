import { HttpException, HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorName(status: number): string {
  return ERROR_NAMES[status] ?? 'Error';
}

/** An error with the product's JSON error body: {statusCode, error, message[, errors: [{field, message}]]}, and `details`' fields beside them. */
export class ApiError extends HttpException {
  constructor(status: number, message: string, errors?: FieldError[], details?: Record<string, unknown>) {
    super(
      { statusCode: status, error: errorName(status), message, ...(errors ? { errors } : {}), ...(details ? { details } : {}) },
      status,
    );
  }
}

/** 429 with the seconds after which the client may try again: the error filter sends them as `Retry-After`. */
export class TooManyRequestsError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    details?: Record<string, unknown>,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message, undefined, details);
  }
}

/**
 * The refusals a guest may meet, each with a code the guest app says in the guest's language (the German message is
 * the fallback; docs/api.md). Numbers its text needs come beside the code: `{ code: 'TOO_MANY_PIECES', max: 20 }`.
 */
export type GuestRefusalCode =
  | 'RATE_LIMITED'
  | 'TOO_MANY_OPEN_ORDERS'
  | 'TOO_MANY_PIECES'
  | 'TOO_MANY_LINES'
  | 'BASKET_TOTAL_TOO_HIGH'
  | 'ITEM_NOT_AVAILABLE'
  | 'EMPTY_BASKET'
  | 'SESSION_ENDED'
  | 'ONLY_AT_TABLE'
  | 'CALL_NOT_OPEN';

/** The fields an error body gets for a guest refusal. */
export const guestRefusal = (code: GuestRefusalCode, values: Record<string, number> = {}) => ({ code, ...values });

export const notFound = (message: string) => new ApiError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new ApiError(HttpStatus.CONFLICT, message, undefined, details);
export const badRequest = (message: string, errors?: FieldError[], details?: Record<string, unknown>) =>
  new ApiError(HttpStatus.BAD_REQUEST, message, errors, details);
export const forbidden = (message: string) => new ApiError(HttpStatus.FORBIDDEN, message);

/** A 400 about one field, shaped like the validation pipe's answers. */
export const fieldError = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message }]);
