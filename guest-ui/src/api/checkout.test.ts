import { describe, expect, it } from 'vitest';
import { sentByAnotherPhone } from './checkout.ts';
import { HttpError } from './http.ts';

describe('sentByAnotherPhone', () => {
  it('reads the order of a 409 "Bestellung wurde bereits gesendet"', () => {
    const body = { statusCode: 409, message: 'Bestellung wurde bereits gesendet', orderId: 42, orderNumber: 107 };
    expect(sentByAnotherPhone(new HttpError(409, body.message, '', body))).toEqual({ orderId: 42, orderNumber: 107 });
  });

  it('is null for any other refusal (a 409 for a sold-out item has no order)', () => {
    expect(sentByAnotherPhone(new HttpError(409, 'Nicht verfügbar', '', { statusCode: 409, message: 'Nicht verfügbar' }))).toBeNull();
    expect(sentByAnotherPhone(new HttpError(400, null, '', { orderId: 1 }))).toBeNull();
    expect(sentByAnotherPhone(new Error('offline'))).toBeNull();
  });
});
