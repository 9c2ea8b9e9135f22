import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { ApiError } from '../common/api-error.js';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './image-store.service.js';

/** The multipart parser's own "File too large" becomes the product's German message. */
@Injectable()
class UploadErrorInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((err: unknown) =>
          throwError(() => (err instanceof PayloadTooLargeException ? new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE) : err)),
        ),
      );
  }
}

/**
 * A multipart upload in the field `file`, at most 8 MB, held in memory for ImageStore.store().
 * Use with `@UploadedFile() file: UploadedMultipartFile | undefined` and pass `file?.buffer`.
 */
export function ImageUpload() {
  return applyDecorators(
    UseInterceptors(UploadErrorInterceptor, FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } }),
  );
}
