import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { TransformValue } from './transforms.js';
import { CONTROL_CHARACTER } from './validation.js';

/** At most this many characters in a line's note ("ohne Zwiebel"), counted as the database counts them. */
export const LINE_NOTE_MAX = 140;

// Beyond what every request refuses (http/request-input.ts): tab and newline, the C1 controls, line and paragraph
// separators, and the bidi overrides and isolates, which could turn the rest of a kitchen ticket around. Joiners
// (U+200D in emoji) stay allowed.
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

function problem(value: unknown): string | null {
  if (typeof value !== 'string') return 'muss ein Text sein';
  if (FORBIDDEN.test(value)) return CONTROL_CHARACTER;
  if ([...value].length > LINE_NOTE_MAX) return `darf höchstens ${LINE_NOTE_MAX} Zeichen lang sein`;
  return null;
}

/**
 * A note on an order line from the guest (or staff), e.g. "ohne Zwiebel": optional, trimmed, and empty or blank
 * means none (null). Free text, shown to the kitchen as text only.
 */
export function IsLineNote() {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      nullable: true,
      maxLength: LINE_NOTE_MAX,
      description: 'Anmerkung zur Position, z. B. "ohne Zwiebel"; leer: keine',
    }),
    TransformValue((value) => (value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : value)),
    ValidateBy({
      name: 'isLineNote',
      validator: {
        validate: (value) => value === null || problem(value) === null,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    }),
  );
}
