import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';

const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** An optional text: trimmed, empty becomes null (cleared), at most `max` characters. */
export function OptionalText(max = 200, transform?: (text: string) => string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    IsOptional(),
    Transform((params) => {
      const value = trimToNull(params);
      return transform && typeof value === 'string' ? transform(value) : value;
    }),
    SatisfiesAny(
      (value) => typeof value === 'string' && value.length <= max,
      (value) => (typeof value === 'string' ? `darf höchstens ${max} Zeichen lang sein` : 'muss ein Text sein'),
    ),
  );
}

/** ISO 13616: country, check digits, account; the mod-97 check catches typos. */
export function isPlausibleIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const isInvoiceNumber = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 999_999_999;

/** A text that passes `check` (null and absent are handled by IsOptional). */
export function Satisfies(check: (value: string) => boolean, message: string): PropertyDecorator {
  return SatisfiesAny((value) => typeof value === 'string' && check(value), message);
}

/** A text for which `problem` finds nothing; else refused with what it found (null and absent: IsOptional). */
export function WithoutProblem(problem: (value: string) => string | null): PropertyDecorator {
  return SatisfiesAny(
    (value) => typeof value === 'string' && problem(value) === null,
    (value) => (typeof value === 'string' ? (problem(value) ?? '') : 'muss ein Text sein'),
  );
}

/** A value that passes `check`, reported with one message. */
export function SatisfiesAny(check: (value: unknown) => boolean, message: string | ((value: unknown) => string)): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: typeof message === 'string' ? message : (args: ValidationArguments) => message(args.value) },
      validator: { validate: check },
    });
}
