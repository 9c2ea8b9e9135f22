import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface GuestItem {
  menuItemId: number;
  name: string;
  basePrice: number;
  oldPrice: number | null;
  imageUrl: string | null;
}

/**
 * Spec 7 (Admin menu): GET /menu/categories/{id}/items is the fallback when GET /menu/items with category or
 * categoryId fails. All three spellings are public and answer exactly what guests may order.
 */
describe('public menu item lists and their fallbacks', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let categoryId: number;

  const spellings = (id: number | string) => [
    `/api/menu/items?category=${id}`,
    `/api/menu/items?categoryId=${id}`,
    `/api/menu/categories/${id}/items`,
  ];

  /** The three answers for one category; fails unless they are the same. */
  async function itemsOf(id: number): Promise<GuestItem[]> {
    const [first, ...others] = await Promise.all(
      spellings(id).map(async (path) => (await t.http.get(path).expect(200)).body as GuestItem[]),
    );
    for (const other of others) expect(other).toEqual(first);
    return first;
  }

  const newItem = async (name: string, basePrice = 10) =>
    (await t.http.post('/api/admin/menu/items').set(auth).send({ typeCode: 'FOOD', categoryId, name, basePrice }).expect(201)).body
      .menuItemId as number;

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    categoryId = (await t.http.get('/api/menu/categories?type=FOOD').expect(200)).body[0].categoryId;
  });
  afterAll(() => t.close());

  it('answers the same items for every demo category, without a token', async () => {
    const categories = (await t.http.get('/api/menu/categories').expect(200)).body as Array<{ categoryId: number }>;
    for (const category of categories) expect((await itemsOf(category.categoryId)).length).toBeGreaterThan(0);
  });

  it('follows the back office: new, deactivated, archived and discounted products', async () => {
    const shown = await newItem('Fallback-Knödel', 8.5);
    const hidden = await newItem('Fallback-Strudel');
    const archived = await newItem('Fallback-Nockerl');
    await t.http
      .put(`/api/admin/menu/items/${shown}`)
      .set(auth)
      .send({ typeCode: 'FOOD', categoryId, name: 'Fallback-Knödel', basePrice: 7.5 })
      .expect(200);
    await t.http.patch(`/api/admin/menu/items/${shown}/discount`).set(auth).send({ enabled: true }).expect(200);
    await t.http
      .patch(`/api/admin/menu/items/${hidden}/availability`)
      .set(auth)
      .set('Content-Type', 'application/json')
      .send('false')
      .expect(200);
    await t.http.delete(`/api/admin/menu/items/${archived}`).set(auth).expect(200);

    const items = await itemsOf(categoryId);
    const ids = items.map((item) => item.menuItemId);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(archived);
    expect(items.find((item) => item.menuItemId === shown)).toMatchObject({ name: 'Fallback-Knödel', basePrice: 7.5, oldPrice: 8.5 });
    // No back-office fields leak to guests.
    expect(Object.keys(items[0])).not.toEqual(expect.arrayContaining(['discountEnabled', 'archived']));
  });

  it('answers an empty list for a category of a deactivated menu type and for an unknown category', async () => {
    const [dessertCategory] = (await t.http.get('/api/menu/categories?type=DESSERTS').expect(200)).body as Array<{ categoryId: number }>;
    const desserts = (await t.http.get('/api/admin/menu-types').set(auth).expect(200)).body.find(
      (type: { code: string }) => type.code === 'DESSERTS',
    );
    expect((await itemsOf(dessertCategory.categoryId)).length).toBeGreaterThan(0);
    await t.http
      .put(`/api/admin/menu-types/${desserts.typeId}`)
      .set(auth)
      .send({ code: 'DESSERTS', name: desserts.name, sortOrder: desserts.sortOrder, active: false })
      .expect(200);
    try {
      expect(await itemsOf(dessertCategory.categoryId)).toEqual([]);
    } finally {
      await t.http
        .put(`/api/admin/menu-types/${desserts.typeId}`)
        .set(auth)
        .send({ code: 'DESSERTS', name: desserts.name, sortOrder: desserts.sortOrder, active: true })
        .expect(200);
    }
    expect(await itemsOf(99_999)).toEqual([]);
  });

  it('refuses a malformed category id in every spelling with 400', async () => {
    for (const path of spellings('abc')) await t.http.get(path).expect(400);
    for (const path of spellings('1e3')) await t.http.get(path).expect(400);
  });
});
