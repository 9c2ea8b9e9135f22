import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { readServerError } from './serverError';

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
