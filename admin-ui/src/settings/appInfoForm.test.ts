import { describe, expect, it } from 'vitest';
import { appInfoProblems, isPlausibleIban, isPlausibleVatId, toAppInfoPayload, toAppInfoValues } from './appInfoForm';

describe('app info form', () => {
  it('turns the record into texts and back, empty clearing and invoiceStartNo a number', () => {
    const values = toAppInfoValues({ appName: 'Tischlein', invoiceStartNo: 100, email: null });
    expect(values.appName).toBe('Tischlein');
    expect(values.invoiceStartNo).toBe('100');
    expect(values.email).toBe('');
    const payload = toAppInfoPayload({ ...values, companyName: '  Tischlein GmbH ' });
    expect(payload).toMatchObject({ appName: 'Tischlein', companyName: 'Tischlein GmbH', invoiceStartNo: 100, email: null });
    expect(payload).not.toHaveProperty('createdAt');
  });

  it('checks IBAN and VAT id for form', () => {
    expect(isPlausibleIban('AT61 1904 3002 3457 3201')).toBe(true);
    expect(isPlausibleIban('AT61 1904 3002 3457 3202')).toBe(false);
    expect(isPlausibleVatId('ATU12345678')).toBe(true);
    expect(isPlausibleVatId('de 123456789')).toBe(true);
    expect(isPlausibleVatId('12345')).toBe(false);
  });

  it('names the fields that would fail, leaving empty ones alone', () => {
    const values = toAppInfoValues({});
    expect(appInfoProblems(values)).toEqual({});
    const bad = { ...values, email: 'kein-mail', iban: 'AT00', vatId: '1', invoiceStartNo: '1.5' };
    expect(Object.keys(appInfoProblems(bad)).sort()).toEqual(['email', 'iban', 'invoiceStartNo', 'vatId']);
  });
});
