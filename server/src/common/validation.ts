import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import type { FieldError } from './api-error.js';
import { TransformValue } from './transforms.js';

/** Text with a control character in it, refused for every request (http/request-input.ts) and for single fields. */
export const CONTROL_CHARACTER = 'enthält unerlaubte Steuerzeichen';
/** Tab and newline are text; every other C0 control character and DEL is not (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      message: constraint === 'whitelistValidation' ? 'ist kein erlaubtes Feld' : message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Path parameters stay text here: their own pipes (ParseIdPipe, ParseUuidPipe) check them strictly,
 * where the default conversion would read "1e3" as 1000 and "abc" as NaN.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** The global pipe: unknown fields are refused, and every problem is reported per field. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: fieldErrors.map((e) => `${e.field}: ${e.message.replace(/\.+$/, '')}`).join('. '),
        errors: fieldErrors,
      });
    },
  });
}

/** A positive database id (query strings arrive as text and are converted). */
export function IsId() {
  return applyDecorators(
    TransformValue((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
    IsInt({ message: 'muss eine gültige Id sein' }),
    Min(1, { message: 'muss eine gültige Id sein' }),
    Max(2_147_483_647, { message: 'muss eine gültige Id sein' }),
  );
}
