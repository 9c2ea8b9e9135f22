import type { TranslateFunction } from 'react-admin';
import { fieldErrorsOf } from '../common/serverError';
import type { TableInput } from './table.types';

/** The most tables one range adds (the server's limit too). */
const TABLE_RANGE_MAX = 100;

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

/** A typed name or area: trimmed, none (null) when empty. */
const optionalText = (value: FormValue) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The form's values as the API takes them: numbers as numbers, name and area null when empty, nothing read-only. */
export function toTableInput(values: {
  tableNumber?: FormValue;
  seatingCapacity?: FormValue;
  name?: FormValue;
  area?: FormValue;
}): TableInput {
  return {
    tableNumber: Number(values.tableNumber),
    seatingCapacity: Number(values.seatingCapacity),
    name: optionalText(values.name),
    area: optionalText(values.area),
  };
}

/** "Tisch 5", or "Tisch 5 · Fensterplatz" for a table with a name. */
export const tableLabel = (translate: TranslateFunction, table: { tableNumber: number; name?: string | null }) => {
  const number = translate('app.tables.table', { number: table.tableNumber });
  return table.name ? `${number} · ${table.name}` : number;
};

/** What is wrong with a range of new tables (a translation key), or undefined. */
export function rangeProblem(from: FormValue, to: FormValue): { field: 'from' | 'to'; key: string } | undefined {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const problem = validateTableNumber(value);
    if (problem) return { field, key: problem };
  }
  const count = Number(to) - Number(from) + 1;
  if (count < 1) return { field: 'to', key: 'app.tables.range.to_before_from' };
  if (count > TABLE_RANGE_MAX) return { field: 'to', key: 'app.tables.range.too_many' };
  return undefined;
}

const FORM_FIELDS = ['tableNumber', 'seatingCapacity', 'name', 'area'];

/** The server's messages for the form's fields, to show under them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([field, message]) => FORM_FIELDS.includes(field) && message));
}
