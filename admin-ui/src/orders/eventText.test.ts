import { ORDER_EVENT_CODES } from '@tischlein/api-types';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '../common/format';
import { ar } from '../i18n/ar';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { eventText } from './eventText';

const german = polyglotI18nProvider(() => ({ ...englishMessages, ...de }), 'de').translate;
const english = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en').translate;
const arabic = polyglotI18nProvider(() => ({ ...englishMessages, ...ar }), 'ar').translate;

describe('order history lines in the reader’s language', () => {
  it('say a code with its values in German, English and Arabic', () => {
    const created = { message: 'Bestellung 100 eingegangen', parts: [{ code: 'created' as const, params: { orderNumber: 100 } }] };
    expect(eventText(german, created)).toBe('Bestellung 100 eingegangen');
    expect(eventText(english, created)).toBe('Order 100 received');
    expect(eventText(arabic, created)).toBe('تم استلام الطلب 100');
    const method = {
      message: 'Zahlungsart: Bar → Karte',
      parts: [{ code: 'payment_method' as const, params: { from: 'CASH', to: 'CARD' } }],
    };
    expect(eventText(german, method)).toBe('Zahlungsart: Bar → Karte');
    expect(eventText(english, method)).toBe('Payment method: Cash → Card');
  });

  it('write a payment with its tip, cash given and change, and join the parts of a correction', () => {
    const paid = { method: 'CASH', amountCents: 1640, tipCents: 100, givenCents: 2000, changeCents: 260, invoice: 'RE-7' };
    const parts = [
      { code: 'payment_corrected' as const, params: { creditNote: 'ST-1', invoice: 'RE-6' } },
      { code: 'paid' as const, params: paid },
      { code: 'no_recipient' as const },
    ];
    expect(eventText(english, { message: '', parts })).toBe(
      `Payment corrected: credit note ST-1 for invoice RE-6; Paid: Cash ${formatEuro(16.4)}, tip ${formatEuro(1)}, ` +
        `given ${formatEuro(20)}, change ${formatEuro(2.6)} – invoice RE-7; without invoice recipient`,
    );
  });

  it('say what the stations did, and a called course, in the reader’s language', () => {
    const ready = { code: 'lines_ready' as never, params: { station: 'Küche', items: '2× Schnitzel' } };
    const fired = { code: 'course_fired' as never, params: { course: 'MAIN' } };
    const pickup = { code: 'ready_for_pickup' as never };
    expect(eventText(german, { message: '', parts: [ready, pickup] })).toBe('Fertig (Küche): 2× Schnitzel; Abholbereit');
    expect(eventText(english, { message: '', parts: [ready, pickup] })).toBe('Ready (Küche): 2× Schnitzel; Ready for pickup');
    expect(eventText(german, { message: '', parts: [fired] })).toBe('Hauptgang abgerufen');
    expect(eventText(english, { message: '', parts: [fired] })).toBe('Main course called');
  });

  it('keep the stored text of lines from before the codes, or with a code this app does not know', () => {
    expect(eventText(english, { message: 'Bestellung angenommen', parts: null })).toBe('Bestellung angenommen');
    expect(eventText(english, { message: 'Alt', parts: [{ code: 'future_code' as never }] })).toBe('Alt');
  });

  it('has a German text for every code the server writes', () => {
    for (const code of ORDER_EVENT_CODES) {
      expect(Object.keys(de.app.order_history)).toContain(code);
    }
  });
});
