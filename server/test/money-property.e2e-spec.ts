import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asGuest, menuItemsByName, startTakeawaySession } from './support/guest.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A small seeded PRNG (mulberry32) so a failing basket can be reproduced from its seed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const RATES: Record<string, number> = { VAT_0: 0, VAT_10: 10, VAT_13: 13, VAT_20: 20 };
const cents = (euro: number) => Math.round(euro * 100);

describe('money and VAT over random baskets', () => {
  let t: TestApp;
  let menu: Array<{ menuItemId: number; basePrice: number; vatRate: string; extras: Array<{ addingId: number; price: number }> }>;

  beforeAll(async () => {
    // 25 takeaway orders from one address within seconds is what the guest rate limits stop: off here.
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0' } });
    const items = [...(await menuItemsByName(t)).values()] as unknown as Array<{ menuItemId: number; basePrice: number; vatRate: string }>;
    menu = await Promise.all(
      items.map(async (item) => ({
        ...item,
        extras: (await t.http.get(`/api/addings?menuItemId=${item.menuItemId}`)).body,
      })),
    );
  });
  afterAll(() => t.close());

  it.each(Array.from({ length: 25 }, (_, i) => i + 1))(
    'basket #%i: totals equal the sum of lines and each VAT bucket follows the formula',
    async (seed) => {
      const next = random(seed);
      const guest = asGuest(t, await startTakeawaySession(t));
      const expectedByRate = new Map<string, number>();
      for (let n = 1 + Math.floor(next() * 6); n > 0; n--) {
        const item = menu[Math.floor(next() * menu.length)];
        const extras = item.extras.filter(() => next() < 0.4).slice(0, 5);
        const quantity = 1 + Math.floor(next() * 12);
        await guest.add({ menuItemId: item.menuItemId, quantity, addingIds: extras.map((e) => e.addingId) }).expect(201);
        const unit = cents(item.basePrice) + extras.reduce((sum, e) => sum + cents(e.price), 0);
        expectedByRate.set(item.vatRate, (expectedByRate.get(item.vatRate) ?? 0) + unit * quantity);
      }
      const basket = (await guest.basket().expect(200)).body;
      const lineSum = basket.items.reduce((sum: number, line: { totalPrice: number }) => sum + cents(line.totalPrice), 0);
      for (const line of basket.items) expect(cents(line.totalPrice)).toBe(cents(line.unitPrice) * line.quantity);
      const expectedTotal = [...expectedByRate.values()].reduce((a, b) => a + b, 0);
      expect(cents(basket.totalPrice)).toBe(lineSum);
      expect(cents(basket.totalPrice)).toBe(expectedTotal);
      for (const bucket of basket.taxBreakdown) {
        const gross = cents(bucket.gross);
        expect(gross).toBe(expectedByRate.get(bucket.code));
        expect(cents(bucket.vat)).toBe(gross - Math.round((gross * 100) / (100 + RATES[bucket.code])));
        expect(cents(bucket.net)).toBe(gross - cents(bucket.vat));
      }
      expect(basket.taxBreakdown.reduce((sum: number, b: { gross: number }) => sum + cents(b.gross), 0)).toBe(expectedTotal);

      const order = (await guest.checkout().expect(201)).body;
      expect(cents(order.totalPrice)).toBe(expectedTotal);
    },
  );
});
