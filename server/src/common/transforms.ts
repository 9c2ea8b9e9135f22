import { Transform } from 'class-transformer';

/** class-transformer's hook with the client's raw value typed as what it is: unknown, not yet checked. */
export function TransformValue(change: (value: unknown) => unknown) {
  return Transform(({ value }: { value: unknown }) => change(value));
}

const ifText = (change: (text: string) => unknown) => (value: unknown) => (typeof value === 'string' ? change(value) : value);

/** Trims text before it is checked and stored. */
export const Trim = () => TransformValue(ifText((text) => text.trim()));

/** Codes (menu types, roles, allergens) are compared in upper case. */
export const UpperCaseCode = () => TransformValue(ifText((text) => text.trim().toUpperCase()));

export const LowerCase = () => TransformValue(ifText((text) => text.toLowerCase()));

/** `true`/`false` in a query string. */
export const QueryBoolean = () => TransformValue((value) => (value === 'true' ? true : value === 'false' ? false : value));

/** A whole number sent as digits (query strings, form selects) becomes a number; anything else stays for the validator. */
export const DigitsToNumber = () => TransformValue(ifText((text) => (/^\d{1,10}$/.test(text.trim()) ? Number(text) : text)));
