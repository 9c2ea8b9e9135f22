import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asGuest, startTableSession } from './support/guest.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface AdminAdding {
  addingId: number;
  name: string;
  price: number;
  allergens: string[];
  active: boolean;
  sortOrder: number;
  typeIds: number[];
  categoryIds: number[];
}

describe('admin extras (addings)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let typeIds: Record<string, number>;
  const base = '/api/admin/addings';
  const create = (body: object) => t.http.post(base).set(auth).send(body);
  const guestNames = async (query = '') => (await t.http.get(`/api/addings${query}`).expect(200)).body.map((a: { name: string }) => a.name);

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    const types = (await t.http.get('/api/menu/types').expect(200)).body;
    typeIds = Object.fromEntries(types.map((type: { code: string; typeId: number }) => [type.code, type.typeId]));
  });
  afterAll(() => t.close());

  it('lists every extra, inactive ones included, with price, state and scope', async () => {
    await t.http.put(`${base}/1`).set(auth).send({ name: 'Extra Käse', price: 1.5, active: false }).expect(200);
    const all = (await t.http.get(base).set(auth).expect(200)).body as AdminAdding[];
    expect(all).toHaveLength(10);
    expect(all.find((a) => a.addingId === 1)).toEqual({
      addingId: 1,
      name: 'Extra Käse',
      price: 1.5,
      allergens: ['G'],
      active: false,
      sortOrder: expect.any(Number),
      typeIds: expect.any(Array),
      categoryIds: expect.any(Array),
      translations: {},
      missingTranslations: ['en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'],
    });
    expect(await guestNames()).not.toContain('Extra Käse');
    await t.http.put(`${base}/1`).set(auth).send({ name: 'Extra Käse', price: 1.5, active: true }).expect(200);
    expect(await guestNames()).toContain('Extra Käse');
  });

  it('creates an extra limited to a menu type, with de-duplicated ids, that guests see for fitting items only', async () => {
    const created = (await create({ name: ' Eiswürfel ', price: 0, sortOrder: 3, typeIds: [typeIds.DRINKS, typeIds.DRINKS] }).expect(201))
      .body;
    expect(created).toEqual({
      addingId: expect.any(Number),
      name: 'Eiswürfel',
      price: 0,
      allergens: [],
      active: true,
      sortOrder: 3,
      typeIds: [typeIds.DRINKS],
      categoryIds: [],
      translations: {},
      missingTranslations: ['en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'],
    });
    const [drinkCategory] = (await t.http.get('/api/menu/categories?type=DRINKS')).body;
    const [drink] = (await t.http.get(`/api/menu/items?category=${drinkCategory.categoryId}`)).body;
    const [foodCategory] = (await t.http.get('/api/menu/categories?type=FOOD')).body;
    const [dish] = (await t.http.get(`/api/menu/items?category=${foodCategory.categoryId}`)).body;
    expect(await guestNames(`?menuItemId=${drink.menuItemId}`)).toContain('Eiswürfel');
    expect(await guestNames(`?menuItemId=${dish.menuItemId}`)).not.toContain('Eiswürfel');
    expect((await t.http.get(`${base}/${created.addingId}`).set(auth).expect(200)).body).toEqual(created);
  });

  it('keeps allergen codes A–H, L–P and R, upper-cased, each once and sorted; omitted on update keeps them', async () => {
    const created = (await create({ name: 'Senfsauce', price: 0.5, allergens: ['m', ' g', 'M', 'L'] }).expect(201)).body as AdminAdding;
    expect(created.allergens).toEqual(['G', 'L', 'M']);
    const renamed = (await t.http.put(`${base}/${created.addingId}`).set(auth).send({ name: 'Senf-Dip', price: 0.6 }).expect(200)).body;
    expect(renamed).toMatchObject({ name: 'Senf-Dip', allergens: ['G', 'L', 'M'] });
    const cleared = (
      await t.http.put(`${base}/${created.addingId}`).set(auth).send({ name: 'Senf-Dip', price: 0.6, allergens: [] }).expect(200)
    ).body;
    expect(cleared.allergens).toEqual([]);
    for (const allergens of [['I'], ['K'], ['Q'], ['S'], ['AB'], 'A', [1]]) {
      expect((await create({ name: 'x', price: 1, allergens }).expect(400)).body.errors[0].field).toBe('allergens');
    }
    expect((await create({ name: 'x', price: 1, allergens: ['Z'] }).expect(400)).body.errors).toEqual([
      { field: 'allergens', message: 'erlaubt sind die Allergen-Codes A–H, L–P und R' },
    ]);
  });

  it('still lets a guest choose at most five extras for one item, however many fit it', async () => {
    const ids: number[] = [];
    for (const name of ['Dip 1', 'Dip 2', 'Dip 3', 'Dip 4', 'Dip 5', 'Dip 6'])
      ids.push((await create({ name, price: 0.1 }).expect(201)).body.addingId);
    const [category] = (await t.http.get('/api/menu/categories?type=FOOD')).body;
    const [dish] = (await t.http.get(`/api/menu/items?category=${category.categoryId}`)).body;
    expect(await guestNames(`?menuItemId=${dish.menuItemId}`)).toEqual(expect.arrayContaining(['Dip 1', 'Dip 6']));
    const guest = asGuest(t, await startTableSession(t, 2));
    const refused = await guest.add({ menuItemId: dish.menuItemId, addingIds: ids }).expect(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('addingIds');
    await guest.add({ menuItemId: dish.menuItemId, addingIds: ids.slice(0, 5) }).expect(201);
    for (const id of ids) await t.http.delete(`${base}/${id}`).set(auth).expect(200);
  });

  it('validates name, price and the named types and categories', async () => {
    expect((await create({}).expect(400)).body.errors).toEqual([
      { field: 'name', message: 'Name ist erforderlich' },
      { field: 'price', message: 'Preis muss ≥ 0 sein' },
    ]);
    expect((await create({ name: 'x', price: -0.5 }).expect(400)).body.errors).toEqual([
      { field: 'price', message: 'Preis muss ≥ 0 sein' },
    ]);
    expect((await create({ name: 'x', price: 0.333 }).expect(400)).body.errors).toEqual([
      { field: 'price', message: 'höchstens zwei Nachkommastellen' },
    ]);
    expect((await create({ name: 'x', price: 1001 }).expect(400)).body.errors[0].field).toBe('price');
    expect((await create({ name: 'x', price: 1, typeIds: [99999] }).expect(400)).body.errors).toEqual([
      { field: 'typeIds', message: 'Unbekannter Menü-Typ.' },
    ]);
    expect((await create({ name: 'x', price: 1, categoryIds: [99999] }).expect(400)).body.errors).toEqual([
      { field: 'categoryIds', message: 'Unbekannte Kategorie.' },
    ]);
    expect((await create({ name: 'x', price: 1, typeIds: ['a'] }).expect(400)).body.errors[0].field).toBe('typeIds');
    expect((await create({ name: 'x', price: 1, typeIds: 3 }).expect(400)).body.errors[0].field).toBe('typeIds');
    expect((await create({ name: 'x', price: 1, priceCents: 100 }).expect(400)).body.errors[0].field).toBe('priceCents');
    expect((await create({ name: 'x'.repeat(101), price: 1 }).expect(400)).body.errors[0].field).toBe('name');
  });

  it('updates an extra, keeping omitted fields, and baskets show the new price', async () => {
    const extra = (await create({ name: 'Sauce', price: 0.8, sortOrder: 2, categoryIds: [] }).expect(201)).body as AdminAdding;
    const guest = asGuest(t, await startTableSession(t));
    const [category] = (await t.http.get('/api/menu/categories?type=FOOD')).body;
    const [dish] = (await t.http.get(`/api/menu/items?category=${category.categoryId}`)).body;
    await guest.add({ menuItemId: dish.menuItemId, addingIds: [extra.addingId] }).expect(201);
    const updated = (await t.http.put(`${base}/${extra.addingId}`).set(auth).send({ name: 'Hausgemachte Sauce', price: 1.2 }).expect(200))
      .body;
    expect(updated).toMatchObject({ name: 'Hausgemachte Sauce', price: 1.2, sortOrder: 2, active: true });
    const basket = (await guest.basket().expect(200)).body;
    expect(basket.items[0].addings).toEqual([{ addingId: extra.addingId, name: 'Hausgemachte Sauce', price: 1.2 }]);
    await t.http.put(`${base}/99999`).set(auth).send({ name: 'x', price: 1 }).expect(404);
    await t.http.put(`${base}/${extra.addingId}`).set(auth).send({ name: '', price: 1 }).expect(400);
  });

  it('deletes an unused extra and only deactivates one still in a basket', async () => {
    const unused = (await create({ name: 'Einmalig', price: 1 }).expect(201)).body as AdminAdding;
    expect((await t.http.delete(`${base}/${unused.addingId}`).set(auth).expect(200)).body).toMatchObject({
      addingId: unused.addingId,
      deleted: true,
      active: false,
    });
    await t.http.get(`${base}/${unused.addingId}`).set(auth).expect(404);

    const used = (await create({ name: 'Im Korb', price: 2 }).expect(201)).body as AdminAdding;
    const guest = asGuest(t, await startTableSession(t, 3));
    const [category] = (await t.http.get('/api/menu/categories?type=FOOD')).body;
    const [dish] = (await t.http.get(`/api/menu/items?category=${category.categoryId}`)).body;
    await guest.add({ menuItemId: dish.menuItemId, addingIds: [used.addingId] }).expect(201);
    expect((await t.http.delete(`${base}/${used.addingId}`).set(auth).expect(200)).body).toMatchObject({ deleted: false, active: false });
    expect((await t.http.get(`${base}/${used.addingId}`).set(auth).expect(200)).body.active).toBe(false);
    expect(await guestNames()).not.toContain('Im Korb');
    await guest.add({ menuItemId: dish.menuItemId, addingIds: [used.addingId] }).expect((res) => expect([400, 409]).toContain(res.status));
    await t.http.delete(`${base}/99999`).set(auth).expect(404);
  });

  it('answers 401 without a token, 403 without ADMIN and 400 for malformed ids', async () => {
    const waiter = await staffWithRoles(t, auth.Authorization.slice(7), ['WAITER']);
    for (const [method, url] of [
      ['get', base],
      ['post', base],
      ['get', `${base}/1`],
      ['put', `${base}/1`],
      ['delete', `${base}/1`],
    ] as const) {
      expect((await t.http[method](url)).status).toBe(401);
      expect((await t.http[method](url).set(bearer(waiter.jwt))).status).toBe(403);
    }
    await t.http.get(`${base}/abc`).set(auth).expect(400);
    await t.http.put(`${base}/0`).set(auth).send({ name: 'x', price: 1 }).expect(400);
    await t.http.delete(`${base}/1.5`).set(auth).expect(400);
  });
});
