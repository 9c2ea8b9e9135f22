import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asGuest, menuItemsByName, startTableSession } from './support/guest.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Adding = { addingId: number; name: string; allergens: string[] };

describe('allergens of items and their extras', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let coffee: { menuItemId: number };
  let extras: Map<string, Adding>;

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    coffee = (await menuItemsByName(t)).get('Verlängerter')!;
    const list = (await t.http.get(`/api/addings?menuItemId=${coffee.menuItemId}`).expect(200)).body as Adding[];
    extras = new Map(list.map((extra) => [extra.name, extra]));
  });
  afterAll(() => t.close());

  it('guests see the allergens of each extra', () => {
    expect(extras.get('Schlagobers')!.allergens).toEqual(['G']);
    expect(extras.get('Hafermilch')!.allergens).toEqual(['A']);
    expect(extras.get('Zitronenscheibe')!.allergens).toEqual([]);
  });

  it('a basket line and the order carry the union of the item’s and its extras’ allergens, kept as they were at checkout', async () => {
    const guest = asGuest(t, await startTableSession(t, 3));
    const addingIds = ['Schlagobers', 'Hafermilch', 'Zitronenscheibe'].map((name) => extras.get(name)!.addingId);
    await guest.add({ menuItemId: coffee.menuItemId, quantity: 1, addingIds }).expect(201);
    await guest.add({ menuItemId: coffee.menuItemId, quantity: 1 }).expect(201);
    const lines = (await guest.basket().expect(200)).body.items as Array<{ addings: unknown[]; allergens: string[] }>;
    expect(lines.map((line) => [line.addings.length, line.allergens])).toEqual(
      expect.arrayContaining([
        [3, ['A', 'G']],
        [0, []],
      ]),
    );

    const { orderId } = (await guest.checkout().expect(201)).body;
    // The dish changes later: the order keeps what it contained when it was ordered.
    const item = (await t.http.get(`/api/admin/menu/items/${coffee.menuItemId}`).set(auth).expect(200)).body;
    const { typeCode, categoryId, name, description, basePrice, available, vatRate, vatCategory } = item;
    await t.http
      .put(`/api/admin/menu/items/${coffee.menuItemId}`)
      .set(auth)
      .send({ typeCode, categoryId, name, description, basePrice, available, vatRate, vatCategory, allergens: ['F'] })
      .expect(200);

    const order = (await guest.order(orderId).expect(200)).body as { items: Array<{ allergens: string[] }> };
    expect(order.items.map((line) => line.allergens).sort()).toEqual([[], ['A', 'G']]);
    const detail = (await t.http.get(`/api/admin/orders/${orderId}`).set(auth).expect(200)).body;
    expect(detail.items.map((line: { allergens: string[] }) => line.allergens).sort()).toEqual([[], ['A', 'G']]);
  });
});
