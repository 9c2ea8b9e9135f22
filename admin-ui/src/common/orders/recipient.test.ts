import { describe, expect, it } from 'vitest';
import { inputOf, recipientProblemOf } from './recipient';

const refused = (body: object) => Object.assign(new Error('refused'), { body });

describe('the invoice recipient of a payment', () => {
  it('sends empty address and UID as none', () => {
    expect(inputOf({ name: ' Muster GmbH ', address: ' ', uid: '' })).toEqual({ name: 'Muster GmbH', address: null, uid: null });
  });

  it('asks for the recipient when the server names the refusal by its code', () => {
    const error = refused({ statusCode: 409, message: 'Eine Rechnung über 400 € …', code: 'INVOICE_RECIPIENT_REQUIRED' });
    expect(recipientProblemOf(error)).toEqual({ required: 'Eine Rechnung über 400 € …', fields: {} });
  });

  it('shows refused recipient fields at their fields, and leaves every other failure alone', () => {
    const error = refused({ statusCode: 400, message: 'x', errors: [{ field: 'recipient.uid', message: 'die Prüfziffer …' }] });
    expect(recipientProblemOf(error)).toEqual({ required: null, fields: { uid: 'die Prüfziffer …' } });
    expect(recipientProblemOf(refused({ statusCode: 409, message: 'Die Bestellung ist bereits bezahlt.' }))).toBeNull();
    expect(recipientProblemOf(new Error('offline'))).toBeNull();
  });
});
