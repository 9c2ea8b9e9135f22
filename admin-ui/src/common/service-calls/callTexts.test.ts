import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { ageText, callKindText } from './callTexts';
import { at } from './testCall';

// react-admin's own messages under ours, as the app's i18n provider has them.
const german = polyglotI18nProvider(() => ({ ...englishMessages, ...de }), 'de').translate;
const english = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en').translate;
const CALLED = '2026-05-08T12:00:00.000Z';

describe('service call texts', () => {
  it('say what the table asked for, with the payment method of a bill', () => {
    expect(callKindText(german, { kind: 'WAITER', paymentMethod: null, billScope: null })).toBe('Kellner rufen');
    expect(callKindText(german, { kind: 'BILL', paymentMethod: 'CASH', billScope: null })).toBe('Rechnung bitte · Bar');
    expect(callKindText(german, { kind: 'BILL', paymentMethod: 'CARD', billScope: 'OWN' })).toBe(
      'Rechnung bitte · Karte · nur eigene Positionen',
    );
    expect(callKindText(german, { kind: 'BILL', paymentMethod: 'CASH', billScope: 'TABLE' })).toBe('Rechnung bitte · Bar · ganzer Tisch');
    expect(callKindText(german, { kind: 'BILL', paymentMethod: 'CARD', billScope: null })).toBe('Rechnung bitte · Karte');
    expect(callKindText(english, { kind: 'BILL', paymentMethod: 'CARD', billScope: null })).toBe('Bill, please · Card');
  });

  it('give the age in whole minutes, "gerade eben" in the first one', () => {
    expect(ageText(german, CALLED, at('12:00'))).toBe('gerade eben');
    expect(ageText(german, CALLED, at('12:00') + 59_999)).toBe('gerade eben');
    expect(ageText(german, CALLED, at('12:01'))).toBe('vor 1 Min.');
    expect(ageText(german, CALLED, at('12:03') + 30_000)).toBe('vor 3 Min.');
    expect(ageText(english, CALLED, at('12:03'))).toBe('3 min ago');
  });

  it('never show a negative age when the device clock is behind the server', () => {
    expect(ageText(german, CALLED, at('11:58'))).toBe('gerade eben');
  });
});
