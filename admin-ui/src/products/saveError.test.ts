import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { SAVE_FAILED, serverErrorText } from './saveError';

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

  it('else nothing, so the screen says "Fehler beim Speichern"', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverErrorText(new HttpError('Bad Gateway', 502, undefined))).toBeNull();
    expect(serverErrorText(new HttpError('x', 500, { message: '  ' }))).toBeNull();
    expect(serverErrorText(null)).toBeNull();
    expect(de.app.products.notify.save_failed).toBe('Fehler beim Speichern');
    expect(SAVE_FAILED).toBe('app.products.notify.save_failed');
  });
});
