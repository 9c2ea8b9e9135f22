import {
  applyDecorators,
  type CallHandler,
  HttpStatus,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { ApiError } from './api-error.js';

/** The multipart parser's own English "File too large" becomes the route's German message (413). */
class FileTooLargeInterceptor implements NestInterceptor {
  constructor(private readonly message: string) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((err: unknown) =>
          throwError(() => (err instanceof PayloadTooLargeException ? new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, this.message) : err)),
        ),
      );
  }
}

/**
 * One file in the multipart field `file`, at most `maxBytes`, held in memory; a larger one is a 413 with
 * `tooLargeMessage`. Use with `@UploadedFile() file: UploadedMultipartFile | undefined`.
 */
export function FileUpload(maxBytes: number, tooLargeMessage: string) {
  return applyDecorators(
    UseInterceptors(
      new FileTooLargeInterceptor(tooLargeMessage),
      FileInterceptor('file', { limits: { fileSize: maxBytes, files: 1, fields: 5 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } }),
  );
}
