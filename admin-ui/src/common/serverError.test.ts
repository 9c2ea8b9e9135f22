import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { failureText, fieldErrorsOf, readServerError, serverErrorText } from './serverError';

describe('failure texts', () => {
  it("adds the server's reason to the spec's text", () => {
    const error = new HttpError('Conflict', 409, { message: 'Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.' });
    expect(failureText('Löschen fehlgeschlagen', error)).toBe(
      'Löschen fehlgeschlagen: Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.',
    );
  });

  it("keeps the spec's text alone without a reason", () => {
    expect(failureText('Speichern fehlgeschlagen', new TypeError('Failed to fetch'))).toBe('Speichern fehlgeschlagen');
    expect(failureText('Speichern fehlgeschlagen', new HttpError('Conflict', 409, null))).toBe('Speichern fehlgeschlagen');
    expect(failureText('Speichern fehlgeschlagen', undefined)).toBe('Speichern fehlgeschlagen');
  });
});

describe('field errors', () => {
  it('reads the first message of each field', () => {
    const error = new HttpError('code: x', 400, {
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

describe('readServerError', () => {
  it('reads the message of a refusal', () => {
    const error = new HttpError('Das eigene Konto kann nicht gelöscht werden.', 409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Das eigene Konto kann nicht gelöscht werden.',
    });
    expect(readServerError(error)).toEqual({ message: 'Das eigene Konto kann nicht gelöscht werden.', fields: {} });
  });

  it('reads the messages per field of a validation answer', () => {
    const body = {
      statusCode: 400,
      message: 'username: muss 3 bis 50 Zeichen lang sein. password: Min. 8 Zeichen',
      errors: [
        { field: 'username', message: 'muss 3 bis 50 Zeichen lang sein' },
        { field: 'password', message: 'Min. 8 Zeichen' },
        { field: 'password', message: 'second message' },
      ],
    };
    expect(readServerError(new HttpError(body.message, 400, body))).toEqual({
      message: body.message,
      fields: { username: 'muss 3 bis 50 Zeichen lang sein', password: 'Min. 8 Zeichen' },
    });
  });

  it('has no message when the server did not answer', () => {
    expect(readServerError(new TypeError('Failed to fetch'))).toEqual({ fields: {} });
    expect(readServerError(undefined)).toEqual({ fields: {} });
    expect(readServerError(new HttpError('Bad Gateway', 502, null))).toEqual({ fields: {} });
  });
});

describe('product save errors (spec 8)', () => {
  it('shows server field errors as "name: message" joined by a dot', () => {
    const error = new HttpError('x', 400, {
      message: 'ignored',
      errors: [
        { field: 'name', message: 'Name ist erforderlich' },
        { field: 'basePrice', message: 'Preis muss > 0 sein.' },
      ],
    });
    expect(serverErrorText(error)).toBe('name: Name ist erforderlich. basePrice: Preis muss > 0 sein');
  });

  it('else the server’s error text', () => {
    expect(serverErrorText(new HttpError('Conflict', 409, { message: 'Rabatt nur möglich …' }))).toBe('Rabatt nur möglich …');
    expect(serverErrorText(new HttpError('x', 400, { message: ['a', 'b'], errors: [] }))).toBe('a. b');
  });

  it('else nothing, so the screen says its own text', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverErrorText(new HttpError('Bad Gateway', 502, undefined))).toBeNull();
    expect(serverErrorText(new HttpError('x', 500, { message: '  ' }))).toBeNull();
    expect(serverErrorText(null)).toBeNull();
  });
});
