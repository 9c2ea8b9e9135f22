import { describe, expect, it } from '@jest/globals';
import { cleanAddress, cleanLine, printProblem, recipientRefusal } from './invoice-recipient.js';

describe('invoice recipient', () => {
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
