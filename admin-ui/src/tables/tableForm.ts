import { fieldErrorsOf } from '../common/serverError';
import type { TableInput } from './table.types';

/** Spec 8: 4 seats by default, at least 1. */
export const DEFAULT_SEATS = 4;

type FormValue = number | string | null | undefined;

const isBlank = (value: FormValue) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Spec 8: tableNumber is required ("Pflichtfeld"); it is a whole number from 1. Answers a translation key or undefined. */
export function validateTableNumber(value: FormValue): string | undefined {
  if (isBlank(value)) return 'app.tables.validation.required';
  const number = Number(value);
  if (!Number.isInteger(number)) return 'app.tables.validation.whole_number';
  if (number < 1) return 'app.tables.validation.min_number';
  return undefined;
}

/** Spec 8: seatingCapacity is required ("Pflichtfeld") and at least 1 ("Mindestens 1 Sitzplatz"). */
export function validateSeats(value: FormValue): string | undefined {
  if (isBlank(value)) return 'app.tables.validation.required';
  const seats = Number(value);
  if (!Number.isInteger(seats)) return 'app.tables.validation.whole_number';
  if (seats < 1) return 'app.tables.validation.min_seats';
  return undefined;
}

/** The form's values as the API takes them: numbers only, nothing read-only. */
export function toTableInput(values: { tableNumber?: FormValue; seatingCapacity?: FormValue }): TableInput {
  return { tableNumber: Number(values.tableNumber), seatingCapacity: Number(values.seatingCapacity) };
}

/** The server's messages for the form's two fields, to show under them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const { tableNumber, seatingCapacity } = fieldErrorsOf(error);
  return { ...(tableNumber && { tableNumber }), ...(seatingCapacity && { seatingCapacity }) };
}
