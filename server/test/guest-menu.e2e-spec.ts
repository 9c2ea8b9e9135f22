import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminToken, bearer } from './support/staff.js';
import { menuChangedOutsideTheApp, startTestApp, type TestApp } from './support/test-app.js';

describe('guest menu API', () => {
  let t: TestApp;
  /**
   * These tests write the menu with SQL, around the back office, which is what drops the cached menu
   * pages at once; the cache would show such a write after CATALOGUE_MAX_AGE_MS. Drop them instead of waiting.
   */
  const changedOutsideTheApp = () => menuChangedOutsideTheApp(t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the demo menu types sorted by sortOrder with code and name', async () => {
    const res = await t.http.get('/api/menu/types').expect(200);
    expect(res.body.map((type: { code: string }) => type.code)).toEqual(['FOOD', 'DRINKS', 'DESSERTS']);
    expect(res.body[0]).toEqual({ typeId: expect.any(Number), code: 'FOOD', name: 'Speisen', sortOrder: 1, active: true });
  });

  it('lists categories of a type given in any case, upper-casing the code', async () => {
    const res = await t.http.get('/api/menu/categories?type=drinks').expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Alkoholfreie Getränke', 'Bier & Wein', 'Kaffee & Tee']);
    expect(res.body.every((c: { typeCode: string }) => c.typeCode === 'DRINKS')).toBe(true);
  });

  it('answers an unknown type with an empty list and a malformed one with 400', async () => {
    await t.http.get('/api/menu/categories?type=NOPE').expect(200, []);
    const res = await t.http.get('/api/menu/categories?type=%3Cscript%3E').expect(400);
    expect(res.body.errors[0].field).toBe('type');
  });

  it('has at least 8 categories and 40 items with allergens and Austrian VAT', async () => {
    const categories = (await t.http.get('/api/menu/categories').expect(200)).body;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    let items: Array<{ vatRate: string; vatCategory: string; typeCode: string; allergens: string[] }> = [];
    for (const category of categories) items = items.concat((await t.http.get(`/api/menu/items?category=${category.categoryId}`)).body);
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(item.allergens.every((a) => /^[A-HL-PR]$/.test(a))).toBe(true);
      expect(item.vatRate).toBe(item.typeCode === 'DRINKS' ? 'VAT_20' : 'VAT_10');
    }
  });

  it('shows only available, non-archived items and the old price only with the discount on', async () => {
    const dataSource = t.app.get(DataSource);
    const [category] = (await t.http.get('/api/menu/categories?type=FOOD')).body;
    const before = (await t.http.get(`/api/menu/items?categoryId=${category.categoryId}`).expect(200)).body;
    const [hidden, archived, discounted] = before;
    await dataSource.query('UPDATE menu_items SET available = false WHERE id = $1', [hidden.menuItemId]);
    await dataSource.query('UPDATE menu_items SET archived_at = now() WHERE id = $1', [archived.menuItemId]);
    await dataSource.query('INSERT INTO menu_item_prices (menu_item_id, price_cents) VALUES ($1, 1990)', [discounted.menuItemId]);
    changedOutsideTheApp();
    let after = (await t.http.get(`/api/menu/categories/${category.categoryId}/items`).expect(200)).body;
    const ids = after.map((i: { menuItemId: number }) => i.menuItemId);
    expect(ids).not.toContain(hidden.menuItemId);
    expect(ids).not.toContain(archived.menuItemId);
    expect(after.find((i: { menuItemId: number }) => i.menuItemId === discounted.menuItemId).oldPrice).toBeNull();
    await dataSource.query('UPDATE menu_items SET discount_enabled = true WHERE id = $1', [discounted.menuItemId]);
    changedOutsideTheApp();
    after = (await t.http.get(`/api/menu/items?category=${category.categoryId}`).expect(200)).body;
    expect(after.find((i: { menuItemId: number }) => i.menuItemId === discounted.menuItemId).oldPrice).toBe(19.9);
  });

  it('hides the items of a deactivated menu type', async () => {
    const dataSource = t.app.get(DataSource);
    await dataSource.query("UPDATE menu_types SET active = false WHERE code = 'DESSERTS'");
    changedOutsideTheApp();
    const types = (await t.http.get('/api/menu/types')).body.map((type: { code: string }) => type.code);
    expect(types).not.toContain('DESSERTS');
    await t.http.get('/api/menu/categories?type=DESSERTS').expect(200, []);
    await dataSource.query("UPDATE menu_types SET active = true WHERE code = 'DESSERTS'");
    changedOutsideTheApp();
  });

  it('looks up VAT rates for a comma list of ids and rejects bad lists', async () => {
    const res = await t.http.get('/api/menu/items/vat?ids=1,21').expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { menuItemId: 1, vatRate: 'VAT_10', vatPercent: 10 },
        { menuItemId: 21, vatRate: 'VAT_20', vatPercent: 20 },
      ]),
    );
    await t.http.get('/api/menu/items/vat?ids=1,abc').expect(400);
    await t.http.get('/api/menu/items/vat').expect(400);
  });

  it('rejects a malformed category id with 400, not a database error', async () => {
    await t.http.get('/api/menu/items?category=1%3B%20DROP').expect(400);
    await t.http.get('/api/menu/categories/abc/items').expect(400, /Ungültige Id: \\"abc\\"/);
    await t.http.get('/api/menu/categories/1e3/items').expect(400);
    await t.http.get('/api/menu/items?category=99999').expect(200, []);
  });

  it('lists active extras, and only those that fit an item when asked', async () => {
    const all = (await t.http.get('/api/addings').expect(200)).body;
    expect(all.length).toBe(10);
    expect(all[0]).toEqual({ addingId: expect.any(Number), name: 'Extra Käse', price: 1.5, allergens: ['G'] });
    const [drinkCategory] = (await t.http.get('/api/menu/categories?type=DRINKS')).body;
    const [drink] = (await t.http.get(`/api/menu/items?category=${drinkCategory.categoryId}`)).body;
    const forDrink = (await t.http.get(`/api/addings?menuItemId=${drink.menuItemId}`).expect(200)).body;
    expect(forDrink.map((a: { name: string }) => a.name)).toEqual(['Zitronenscheibe']);
    await t.http.get('/api/addings?menuItemId=99999').expect(404);
  });

  it('says per item whether extras fit it, and follows the back office switching an extra off', async () => {
    const jwt = await adminToken(t);
    const itemsOf = async (typeCode: string) => {
      const [category] = (await t.http.get(`/api/menu/categories?type=${typeCode}`)).body;
      return (await t.http.get(`/api/menu/items?category=${category.categoryId}`).expect(200)).body as Array<{
        menuItemId: number;
        hasExtras: boolean;
      }>;
    };
    const [drink] = await itemsOf('DRINKS');
    expect(drink.hasExtras).toBe(true);
    type AdminExtra = { addingId: number; name: string; price: number; typeIds: number[]; categoryIds: number[] };
    const extras = (await t.http.get('/api/admin/addings').set(bearer(jwt)).expect(200)).body as AdminExtra[];
    const fitting = (await t.http.get(`/api/addings?menuItemId=${drink.menuItemId}`)).body as Array<{ addingId: number }>;
    for (const { addingId } of fitting) {
      const { name, price, typeIds, categoryIds } = extras.find((e) => e.addingId === addingId)!;
      await t.http
        .put(`/api/admin/addings/${addingId}`)
        .set(bearer(jwt))
        .send({ name, price, typeIds, categoryIds, active: false })
        .expect(200);
    }
    const after = (await itemsOf('DRINKS')).find((item) => item.menuItemId === drink.menuItemId)!;
    expect(after.hasExtras).toBe(false);
    // The food keeps its extras (Extra Käse and the others fit there).
    expect((await itemsOf('FOOD')).every((item) => item.hasExtras)).toBe(true);
  });

  it('reports database health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });
});
