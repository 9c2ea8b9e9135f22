import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, toTableInput, validateSeats, validateTableNumber } from './tableForm';

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

  it('sends numbers only', () => {
    expect(toTableInput({ tableNumber: '7', seatingCapacity: 6 })).toEqual({ tableNumber: 7, seatingCapacity: 6 });
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
