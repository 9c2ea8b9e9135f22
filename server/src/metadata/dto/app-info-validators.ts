import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';

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
    IsString({ message: 'muss ein Text sein' }),
    MaxLength(max, { message: `darf höchstens ${max} Zeichen lang sein` }),
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

/** A value that passes `check` (strings only; null and absent are handled by IsOptional). */
export function Satisfies(check: (value: string) => boolean, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'string' && check(value) },
    });
}
