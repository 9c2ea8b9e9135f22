import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { euroToCents } from './money.js';
import { DigitsToNumber, TransformValue, Trim } from './transforms.js';
import { COURSES } from './course.js';
import { VAT_CATEGORIES, VAT_RATE_CODES } from './vat.js';

// Fields of the back office's catalogue forms (products, categories, menu types, extras). Each rule reports
// ONE message per field, so the back office can show "field: message" as the spec's text.

const MAX_ID = 2_147_483_647;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A non-blank string of at most `max` characters (matching `pattern` if given); `message` when it is missing. */
export function RequiredText(max: number, message: string, pattern?: { regex: RegExp; message: string }) {
  return applyDecorators(
    Trim(),
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (value) => typeof value === 'string' && value !== '' && value.length <= max && (!pattern || pattern.regex.test(value)),
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          if (typeof value !== 'string' || value === '') return message;
          return value.length > max ? `darf höchstens ${max} Zeichen lang sein` : pattern!.message;
        },
      },
    }),
  );
}

/** A database id (a numeric string is accepted, as form selects may send one); `message` when it is missing. */
export function RequiredId(message: string) {
  return applyDecorators(
    DigitsToNumber(),
    ValidateBy({
      name: 'requiredId',
      validator: {
        validate: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID,
        defaultMessage: (args) => (isBlank(args?.value) ? message : 'muss eine gültige Id sein'),
      },
    }),
  );
}

/** A euro amount: a JSON number with at most two decimals, above (or from) `min`, up to `max`. */
export function EuroPrice(options: { min: number; exclusiveMin?: boolean; max: number; message: string }) {
  const tooLow = (euro: number) => (options.exclusiveMin ? euro <= options.min : euro < options.min);
  return ValidateBy({
    name: 'euroPrice',
    validator: {
      validate: (value) => typeof value === 'number' && euroToCents(value) !== null && !tooLow(value) && value <= options.max,
      defaultMessage: (args) => {
        const value: unknown = args?.value;
        if (typeof value !== 'number' || !Number.isFinite(value) || tooLow(value)) return options.message;
        if (value > options.max) return `darf höchstens ${options.max} sein`;
        return 'höchstens zwei Nachkommastellen';
      },
    },
  });
}

/** Sort positions: a number (rounded) or a numeric string; anything else counts as 1 (spec 5, menu types). */
/** `sortOrder`: optional, a non-numeric value counts as 1 (spec: "sortOrder defaults to 1 if not numeric"). */
export function SortOrderField(description?: string) {
  const message = 'muss zwischen -1000000 und 1000000 liegen';
  return applyDecorators(
    ApiPropertyOptional({ default: 1, description }),
    IsOptional(),
    TransformValue((value) => {
      if (value === undefined || value === null) return undefined;
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : 1;
    }),
    IsInt(),
    Min(-1_000_000, { message }),
    Max(1_000_000, { message }),
  );
}

/** An optional description text of up to 2000 characters. */
export function DescriptionField() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 2000 }),
    IsOptional(),
    Trim(),
    IsString({ message: 'muss Text sein' }),
    MaxLength(2000, { message: 'darf höchstens 2000 Zeichen lang sein' }),
  );
}

/** An optional short text (a table's name or area): trimmed, empty means none (null), at most `max` characters. */
export function OptionalShortText(max: number, options: { description: string; example?: string }) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', nullable: true, maxLength: max, ...options }),
    TransformValue((value) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: 'muss Text sein' }),
    MaxLength(max, { message: `darf höchstens ${max} Zeichen lang sein` }),
  );
}

/** A list of up to 100 database ids. */
function idListRules() {
  const message = 'muss eine Liste von Ids sein';
  return [
    IsArray({ message }),
    ArrayMaxSize(100, { message: 'höchstens 100 Ids' }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(MAX_ID, { each: true, message }),
  ];
}

/** An optional list of up to 100 database ids. */
export function IdListField(description: string) {
  return applyDecorators(ApiPropertyOptional({ type: [Number], description }), IsOptional(), ...idListRules());
}

/** A required list of up to 100 database ids (a new order of menu types or categories). */
export function RequiredIdList(description: string) {
  return applyDecorators(ApiProperty({ type: [Number], description }), ...idListRules());
}

/** Skips the field's checks when it is left out (and, when `nullable`, when it is null). */
const leftOutOrNull = (nullable?: boolean) => (nullable ? IsOptional() : ValidateIf((_, value) => value !== undefined));

/** An optional VAT rate code (VAT_0 … VAT_20); `nullable`: null is accepted too (e.g. "as the menu type"). */
export function VatRateField(options: { description: string; nullable?: boolean }) {
  return applyDecorators(
    ApiPropertyOptional({ enum: VAT_RATE_CODES, enumName: 'VatRate', nullable: options.nullable, description: options.description }),
    leftOutOrNull(options.nullable),
    IsIn(VAT_RATE_CODES, { message: `muss einer von ${VAT_RATE_CODES.join(', ')} sein` }),
  );
}

/** An optional course (STARTER, MAIN, DESSERT); null is accepted (no course). */
export function CourseField(options: { description: string }) {
  return applyDecorators(
    ApiPropertyOptional({ enum: COURSES, enumName: 'Course', nullable: true, description: options.description }),
    IsOptional(),
    IsIn(COURSES, { message: `muss einer von ${COURSES.join(', ')} sein` }),
  );
}

/** An optional VAT category code (FOOD, BEVERAGE, …); `nullable`: null is accepted too. */
export function VatCategoryField(options: { description: string; nullable?: boolean }) {
  return applyDecorators(
    ApiPropertyOptional({ enum: VAT_CATEGORIES, enumName: 'VatCategory', nullable: options.nullable, description: options.description }),
    leftOutOrNull(options.nullable),
    IsIn(VAT_CATEGORIES, { message: `muss einer von ${VAT_CATEGORIES.join(', ')} sein` }),
  );
}
