import { ValidateBy, type ValidationOptions } from 'class-validator';

interface TextRule {
  /** Message when the value is missing, not text or blank. */
  required: string;
  min?: number;
  max: number;
  pattern?: RegExp;
  patternMessage?: string;
  minMessage?: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function problem(value: unknown, rule: TextRule): string | null {
  if (typeof value !== 'string' || value.trim() === '') return rule.required;
  // The database refuses NUL in text; no other control character belongs in a name or password either.
  if (CONTROL_CHARACTERS.test(value)) return 'enthält unerlaubte Zeichen';
  if (rule.min !== undefined && value.length < rule.min) return rule.minMessage ?? `muss mindestens ${rule.min} Zeichen lang sein`;
  if (value.length > rule.max) return `darf höchstens ${rule.max} Zeichen lang sein`;
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage ?? 'enthält unerlaubte Zeichen';
  return null;
}

/** A required text field reported with exactly one message (the first rule it breaks). */
export function IsText(rule: TextRule, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isText',
      validator: {
        validate: (value) => problem(value, rule) === null,
        defaultMessage: (args) => problem(args?.value, rule) ?? '',
      },
    },
    options,
  );
}
