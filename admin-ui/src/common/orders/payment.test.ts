import { describe, expect, it } from 'vitest';
import { paymentOf } from './payment';

describe('the payment the pay dialog sends', () => {
  it('gives the change for cash: given minus amount due minus tip', () => {
    expect(paymentOf('CASH', 2490, '1,10', '30')).toEqual({
      valid: true,
      tipValid: true,
      changeCents: 400,
      payment: { paymentMethod: 'CASH', tipCents: 110, givenCents: 3000 },
    });
  });

  it('sends no cash given for a card, and no tip when none was typed', () => {
    expect(paymentOf('CARD', 2490, '', '50')).toMatchObject({
      valid: true,
      changeCents: null,
      payment: { paymentMethod: 'CARD', tipCents: 0 },
    });
  });

  it('refuses too little cash and amounts that are not euros', () => {
    expect(paymentOf('CASH', 2490, '1', '25')).toMatchObject({ valid: false, changeCents: -90 });
    expect(paymentOf('CASH', 2490, 'viel', '')).toMatchObject({ valid: false, tipValid: false });
    expect(paymentOf('CASH', 2490, '', '1,005')).toMatchObject({ valid: false });
  });
});
