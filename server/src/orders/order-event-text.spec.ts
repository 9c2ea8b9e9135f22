import { describe, expect, it } from '@jest/globals';
import { germanText, transitionText } from './order-event-text.js';

describe('the German text of history lines', () => {
  it('reads as the history always has', () => {
    expect(germanText([{ code: 'created', params: { orderNumber: 100 } }])).toBe('Bestellung 100 eingegangen');
    expect(germanText(transitionText('complete'))).toBe('Bestellung abgeschlossen (serviert)');
    expect(germanText([{ code: 'payment_method', params: { from: 'CASH', to: 'CARD' } }])).toBe('Zahlungsart: Bar → Karte');
    expect(germanText([{ code: 'recipient_removed', params: { byGuest: true } }])).toBe('Rechnungsempfänger entfernt (vom Gast)');
  });

  it('writes a payment with tip, cash given and change, and a correction with its parts joined by "; "', () => {
    const paid = { method: 'CASH' as const, amountCents: 1640, tipCents: 100, givenCents: 2000, changeCents: 260, invoice: 'RE-7' };
    expect(germanText([{ code: 'paid', params: paid }])).toBe(
      'Bezahlt: Bar 16,40 €, Trinkgeld 1,00 €, gegeben 20,00 €, Rückgeld 2,60 € – Rechnung RE-7',
    );
    expect(
      germanText([
        { code: 'payment_corrected', params: { creditNote: 'ST-1', invoice: 'RE-7' } },
        {
          code: 'paid',
          params: { ...paid, method: 'CARD', tipCents: 0, givenCents: null, changeCents: null, invoice: 'RE-8', tableBill: true },
        },
        { code: 'no_recipient' },
      ]),
    ).toBe(
      'Zahlung berichtigt: Stornorechnung ST-1 zu Rechnung RE-7; Bezahlt: Karte 16,40 € – Rechnung RE-8 (Tischrechnung); ohne Rechnungsempfänger',
    );
  });
});
