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

/** A 429; the error filter sends `retryAfterSeconds` (at least 1) as the Retry-After header. */
export class TooManyRequestsError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}

export const notFound = (message: string) => new ApiError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string) => new ApiError(HttpStatus.CONFLICT, message);
export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(HttpStatus.BAD_REQUEST, message, errors);
export const forbidden = (message: string) => new ApiError(HttpStatus.FORBIDDEN, message);

/** A 400 about one field, shaped like the validation pipe's answers. */
export const fieldError = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message }]);
