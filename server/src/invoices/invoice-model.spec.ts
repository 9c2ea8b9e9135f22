import { describe, expect, it } from '@jest/globals';
import { recipientLines, recipientRequirement } from './invoice-model.js';

describe('invoice recipient requirement (UStG §11)', () => {
  const company = { name: 'Muster GmbH', address: 'Ringstraße 1\n1010 Wien', uid: 'ATU12345675' };

  it('asks for name and address above 400,00 € only', () => {
    expect(recipientRequirement(40_000, null)).toBeNull();
    expect(recipientRequirement(40_001, null)).toMatch(/über 400 € .* Name und Anschrift des Rechnungsempfängers/);
    expect(recipientRequirement(40_001, { ...company, address: null })).toMatch(/die Anschrift von „Muster GmbH“/);
    expect(recipientRequirement(40_001, { ...company, uid: null })).toBeNull();
  });

  it('prints name, address lines and UID', () => {
    expect(recipientLines(company)).toEqual(['Muster GmbH', 'Ringstraße 1', '1010 Wien', 'UID: ATU12345675']);
    expect(recipientLines({ name: 'Anna Gast', address: null, uid: null })).toEqual(['Anna Gast']);
    expect(recipientLines(null)).toBeNull();
  });
});
