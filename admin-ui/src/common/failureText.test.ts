import { describe, expect, it } from 'vitest';
import { failureText, fieldErrorsOf } from './failureText';

const httpError = (body: unknown) => Object.assign(new Error('Conflict'), { status: 409, body });

describe('failure texts', () => {
  it("adds the server's reason to the spec's text", () => {
    const error = httpError({ message: 'Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.' });
    expect(failureText('Löschen fehlgeschlagen', error)).toBe(
      'Löschen fehlgeschlagen: Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.',
    );
  });

  it("keeps the spec's text alone without a reason", () => {
    expect(failureText('Speichern fehlgeschlagen', new TypeError('Failed to fetch'))).toBe('Speichern fehlgeschlagen');
    expect(failureText('Speichern fehlgeschlagen', httpError(null))).toBe('Speichern fehlgeschlagen');
    expect(failureText('Speichern fehlgeschlagen', undefined)).toBe('Speichern fehlgeschlagen');
  });

  it('reads the first message of each field', () => {
    const error = httpError({
      message: 'code: x',
      errors: [
        { field: 'code', message: 'Code & Name sind erforderlich' },
        { field: 'code', message: 'zweite' },
        { field: 'name', message: 'Code & Name sind erforderlich' },
        { nonsense: true },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ code: 'Code & Name sind erforderlich', name: 'Code & Name sind erforderlich' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
