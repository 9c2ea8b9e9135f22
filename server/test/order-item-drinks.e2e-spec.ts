import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { namesADrink, OrderItemDrinks1765200000000 } from '../../migrations/1765200000000-OrderItemDrinks.js';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { menuItemsByName } from './support/guest.js';
import { bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Line = { menuItemName: string; isDrink: boolean };
const drinkFlags = (items: Line[]) => Object.fromEntries(items.map((i) => [i.menuItemName, i.isDrink]));

/** "Is it a drink" is the server's: by the product's VAT category, kept on each order line at checkout. */
describe('drinks', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
  });
  afterAll(() => t.close());

  it('tells the back office which products are drinks, by their VAT category', async () => {
    const products = (await t.http.get('/api/admin/menu/items?size=100').set(bearer(api.jwt)).expect(200)).body.content as Array<
      Line & { name: string; vatCategory: string }
    >;
    expect(products.length).toBeGreaterThan(20);
    for (const product of products)
      expect({ product: product.name, isDrink: product.isDrink }).toEqual({
        product: product.name,
        isDrink: product.vatCategory !== 'FOOD',
      });
  });

  it('keeps on each order line whether it was a drink, also after the product changes', async () => {
    const { orderId } = await placeOrder(t, { lines: [{ name: 'Rindsgulasch' }, { name: 'Cola 0,33 l' }, { name: 'Melange' }] });
    const ordered = (await api.detail(orderId).expect(200)).body.items as Line[];
    expect(drinkFlags(ordered)).toEqual({ Rindsgulasch: false, 'Cola 0,33 l': true, Melange: true });

    const cola = (await menuItemsByName(t)).get('Cola 0,33 l')!;
    await db().query(`UPDATE menu_items SET vat_category = 'FOOD' WHERE id = $1`, [cola.menuItemId]);
    try {
      expect(drinkFlags((await api.detail(orderId).expect(200)).body.items)['Cola 0,33 l']).toBe(true);
      const listed = (await api.list({ size: 1000 }).expect(200)).body.content.find((o: { orderId: number }) => o.orderId === orderId);
      expect(drinkFlags(listed.items)).toEqual({ Rindsgulasch: false, 'Cola 0,33 l': true, Melange: true });
    } finally {
      await db().query(`UPDATE menu_items SET vat_category = 'NON_ALCOHOLIC_DRINK' WHERE id = $1`, [cola.menuItemId]);
    }
  });

  it('fills in the lines ordered before: by their VAT category, and by drink words where the category says nothing', async () => {
    const { orderId } = await placeOrder(t, { lines: [{ name: 'Rindsgulasch' }] });
    const old: Array<[name: string, category: string]> = [
      ['Hausspezialität', 'ALCOHOLIC'],
      ['Grüner Veltliner 1/8', 'ALCOHOLIC'],
      ['Glas Wein', 'FOOD'],
      ['Bierbraten', 'FOOD'],
      ['Glas Wein ', ''],
      ['Weißwein gespritzt', 'UNKNOWN'],
      ['Schweinsschnitzel', ''],
      ['Rumpsteak', 'UNKNOWN'],
    ];
    for (const [position, [name, category]] of old.entries()) {
      await db().query(
        `INSERT INTO order_items (order_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents, price_final_cents, position)
         VALUES ($1, $2, 'VAT_20', $3, 1, 100, 100, $4)`,
        [orderId, name, category, position + 1],
      );
    }
    const migration = new OrderItemDrinks1765200000000();
    const runner = db().createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const lines = await db().query(`SELECT menu_item_name, vat_category, is_drink FROM order_items WHERE order_id = $1 ORDER BY position`, [
      orderId,
    ]);
    expect(lines.map((l: { menu_item_name: string; is_drink: boolean }) => [l.menu_item_name, l.is_drink])).toEqual([
      ['Rindsgulasch', false],
      ['Hausspezialität', true],
      ['Grüner Veltliner 1/8', true],
      ['Glas Wein', false],
      ['Bierbraten', false],
      ['Glas Wein ', true],
      ['Weißwein gespritzt', true],
      ['Schweinsschnitzel', false],
      ['Rumpsteak', false],
    ]);
    // Lines ordered through the app since were filled by their category too.
    const [{ wrong }] = await db().query(
      `SELECT count(*)::int AS wrong FROM order_items
       WHERE vat_category IN ('FOOD', 'BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK') AND is_drink <> (vat_category <> 'FOOD')`,
    );
    expect(wrong).toBe(0);
  });
});

describe('the word list old order lines are judged by', () => {
  it('finds drink words as whole words only', () => {
    for (const name of ['Bier', 'Glas Wein', 'Zwickl Bier 0,5 l', 'Coca-Cola 0,33', 'Aperol Spritz', 'Tee mit Zitrone', 'Rum', 'Glühwein'])
      expect({ name, drink: namesADrink(name) }).toEqual({ name, drink: true });
    for (const name of [
      'Schweinsschnitzel',
      'Rumpsteak',
      'Milchreis',
      'Bierbraten',
      'Wiener Schnitzel',
      'Teigtaschen',
      'Weinbergschnecken',
    ])
      expect({ name, drink: namesADrink(name) }).toEqual({ name, drink: false });
  });
});
