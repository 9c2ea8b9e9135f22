import { describe, expect, it } from '@jest/globals';
import {
  austrianUidValid,
  cleanAddress,
  cleanLine,
  normalizeUid,
  printProblem,
  recipientRefusal,
  uidProblem,
} from './invoice-recipient.js';

describe('invoice recipient', () => {
  it('checks the check digit of Austrian UID numbers', () => {
    expect(austrianUidValid('ATU12345675')).toBe(true);
    expect(austrianUidValid('ATU13585627')).toBe(true);
    expect(austrianUidValid('ATU12345678')).toBe(false);
    expect(austrianUidValid('ATU1234567')).toBe(false);
  });

  it('refuses malformed and foreign-looking UID numbers, accepts other EU and Swiss ones by shape', () => {
    expect(uidProblem('ATU12345675')).toBeNull();
    expect(uidProblem('ATU12345678')).toMatch(/Prüfziffer/);
    expect(uidProblem('AT12345675')).toMatch(/ATU und 8 Ziffern/);
    expect(uidProblem('DE123456789')).toBeNull();
    expect(uidProblem('FR12345678901')).toBeNull();
    expect(uidProblem('CHE123456789MWST')).toBeNull();
    expect(uidProblem('US123456789')).toMatch(/keine UID-Nummer/);
    expect(uidProblem('DE1')).toMatch(/keine UID-Nummer/);
    expect(uidProblem('DE12345678901234567')).toMatch(/höchstens 16/);
  });

  it('normalizes what guests type: spaces, dots, dashes, lower case', () => {
    expect(normalizeUid(' atu 1234-5675 ')).toBe('ATU12345675');
    expect(normalizeUid('CHE-123.456.789 MWST')).toBe('CHE123456789MWST');
  });

  it('strips control and invisible characters and keeps an address by lines', () => {
    expect(cleanLine('  Muster\tConsulting\u202e  GmbH\u0085 ')).toBe('Muster Consulting GmbH');
    expect(cleanAddress('Ringstraße 1\n\n  1010 Wien \u2028Österreich\n')).toBe('Ringstraße 1\n1010 Wien\nÖsterreich');
  });

  it('refuses scripts the invoice cannot print, not accents it transliterates', () => {
    expect(printProblem('Čevapčići d.o.o.')).toBeNull();
    expect(printProblem('ООО Ромашка')).toMatch(/lateinische Schrift/);
  });

  it('locks the recipient once the invoice is issued', () => {
    expect(recipientRefusal({ paymentStatus: 'PENDING', invoiceNumber: null })).toBeNull();
    expect(recipientRefusal({ paymentStatus: 'PAID', invoiceNumber: 'RE-7' })).toMatch(/Rechnung RE-7 ist bereits ausgestellt/);
    expect(recipientRefusal({ paymentStatus: 'PAID', invoiceNumber: null })).toMatch(/Tischrechnung/);
    expect(recipientRefusal({ paymentStatus: 'REFUNDED', invoiceNumber: 'RE-7' })).not.toBeNull();
  });
});
