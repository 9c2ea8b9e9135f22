import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { rangeProblem, serverFieldErrors, toTableInput, validateSeats, validateTableNumber } from './tableForm';

describe('table form validation', () => {
  it('requires a table number ("Pflichtfeld") and takes whole numbers from 1', () => {
    expect(validateTableNumber(undefined)).toBe('app.tables.validation.required');
    expect(validateTableNumber(null)).toBe('app.tables.validation.required');
    expect(validateTableNumber('  ')).toBe('app.tables.validation.required');
    expect(validateTableNumber(0)).toBe('app.tables.validation.min_number');
    expect(validateTableNumber(-3)).toBe('app.tables.validation.min_number');
    expect(validateTableNumber(2.5)).toBe('app.tables.validation.whole_number');
    expect(validateTableNumber(1)).toBeUndefined();
    expect(validateTableNumber('12')).toBeUndefined();
  });

  it('requires seats ("Pflichtfeld"), at least 1 ("Mindestens 1 Sitzplatz")', () => {
    expect(validateSeats(undefined)).toBe('app.tables.validation.required');
    expect(validateSeats('')).toBe('app.tables.validation.required');
    expect(validateSeats(0)).toBe('app.tables.validation.min_seats');
    expect(validateSeats(1.5)).toBe('app.tables.validation.whole_number');
    expect(validateSeats(1)).toBeUndefined();
    expect(validateSeats(4)).toBeUndefined();
  });

  it('sends numbers as numbers, and name and area trimmed or null when empty', () => {
    expect(toTableInput({ tableNumber: '7', seatingCapacity: 6 })).toEqual({ tableNumber: 7, seatingCapacity: 6, name: null, area: null });
    expect(toTableInput({ tableNumber: 7, seatingCapacity: 6, name: ' Fenster ', area: '  ' })).toEqual({
      tableNumber: 7,
      seatingCapacity: 6,
      name: 'Fenster',
      area: null,
    });
  });

  it('checks a range of new tables: both numbers, not backwards, at most 100', () => {
    expect(rangeProblem(1, 20)).toBeUndefined();
    expect(rangeProblem(5, 5)).toBeUndefined();
    expect(rangeProblem('', 20)).toEqual({ field: 'from', key: 'app.tables.validation.required' });
    expect(rangeProblem(1, 0)).toEqual({ field: 'to', key: 'app.tables.validation.min_number' });
    expect(rangeProblem(20, 10)).toEqual({ field: 'to', key: 'app.tables.range.to_before_from' });
    expect(rangeProblem(1, 100)).toBeUndefined();
    expect(rangeProblem(1, 101)).toEqual({ field: 'to', key: 'app.tables.range.too_many' });
  });
});

describe('server field errors', () => {
  it('maps the API errors of the form fields, first message per field', () => {
    const error = new HttpError('Tischnummer ist bereits vergeben.', 409, {
      message: 'Tischnummer ist bereits vergeben.',
      errors: [
        { field: 'tableNumber', message: 'Tischnummer ist bereits vergeben.' },
        { field: 'tableNumber', message: 'zweite' },
        { field: 'seatingCapacity', message: 'Mindestens 1 Sitzplatz' },
        { field: 'qrCode', message: 'ist kein erlaubtes Feld' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      tableNumber: 'Tischnummer ist bereits vergeben.',
      seatingCapacity: 'Mindestens 1 Sitzplatz',
    });
  });

  it('answers no field errors for other failures', () => {
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(new HttpError('Server Error', 500, { message: 'x' }))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
