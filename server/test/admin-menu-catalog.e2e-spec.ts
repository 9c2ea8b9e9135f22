import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface MenuTypeDto {
  typeId: number;
  code: string;
  name: string;
  sortOrder: number;
  active: boolean;
}

describe('admin menu types and categories', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const types = '/api/admin/menu-types';
  const categories = '/api/admin/menu-categories';

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  describe('menu types', () => {
    it('lists active types by default and all with onlyActive=false', async () => {
      await t.app.get(DataSource).query("UPDATE menu_types SET active = false WHERE code = 'DESSERTS'");
      const active = (await t.http.get(types).set(auth).expect(200)).body as MenuTypeDto[];
      expect(active.map((type) => type.code)).toEqual(['FOOD', 'DRINKS']);
      expect(active[0]).toEqual({
        typeId: expect.any(Number),
        code: 'FOOD',
        name: 'Speisen',
        sortOrder: 1,
        active: true,
        defaultVatRate: 'VAT_10',
        defaultVatCategory: 'FOOD',
        translations: {},
        missingTranslations: ['en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'],
      });
      const all = (await t.http.get(`${types}?onlyActive=false`).set(auth).expect(200)).body as MenuTypeDto[];
      expect(all.map((type) => [type.code, type.active])).toEqual([
        ['FOOD', true],
        ['DRINKS', true],
        ['DESSERTS', false],
      ]);
      await t.http.get(`${types}?onlyActive=nope`).set(auth).expect(400);
      await t.app.get(DataSource).query("UPDATE menu_types SET active = true WHERE code = 'DESSERTS'");
    });

    it('creates a type with an upper-cased code and sortOrder 1 when not numeric, shown to guests', async () => {
      const created = (await t.http.post(types).set(auth).send({ code: ' wein ', name: 'Weinkarte', sortOrder: 'zuletzt' }).expect(201))
        .body;
      expect(created).toMatchObject({ code: 'WEIN', name: 'Weinkarte', sortOrder: 1, active: true });
      expect(
        (await t.http.post(types).set(auth).send({ code: 'BAR', name: 'Bar', sortOrder: '7', active: false }).expect(201)).body,
      ).toMatchObject({ sortOrder: 7, active: false });
      const guestCodes = (await t.http.get('/api/menu/types').expect(200)).body.map((type: { code: string }) => type.code);
      expect(guestCodes).toContain('WEIN');
      expect(guestCodes).not.toContain('BAR');
      expect((await t.http.get(`${types}/${created.typeId}`).set(auth).expect(200)).body).toEqual(created);
    });

    it('requires code and name with the spec message and refuses a taken code with 409', async () => {
      const missing = await t.http.post(types).set(auth).send({ code: '', name: ' ' }).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'code', message: 'Code & Name sind erforderlich' },
        { field: 'name', message: 'Code & Name sind erforderlich' },
      ]);
      expect((await t.http.post(types).set(auth).send({ name: 'x' }).expect(400)).body.errors).toEqual([
        { field: 'code', message: 'Code & Name sind erforderlich' },
      ]);
      expect((await t.http.post(types).set(auth).send({ code: 'MIT LEER', name: 'x' }).expect(400)).body.errors[0].field).toBe('code');
      expect((await t.http.post(types).set(auth).send({ code: 'food', name: 'Doppelt' }).expect(409)).body.message).toBe(
        'Ein Menü-Typ mit diesem Code existiert bereits.',
      );
      await t.http.post(types).set(auth).send({ code: 'X', name: 'x', active: 'ja' }).expect(400);
      await t.http.post(types).set(auth).send({ code: 'X', name: 'x', typeId: 3 }).expect(400);
    });

    it('updates a type, keeping omitted fields, and refuses another type’s code', async () => {
      const type = (await t.http.post(types).set(auth).send({ code: 'SNACKS', name: 'Snacks', sortOrder: 5, active: false }).expect(201))
        .body;
      const updated = (await t.http.put(`${types}/${type.typeId}`).set(auth).send({ code: 'snacks', name: 'Kleine Snacks' }).expect(200))
        .body;
      expect(updated).toMatchObject({ code: 'SNACKS', name: 'Kleine Snacks', sortOrder: 5, active: false });
      expect(
        (await t.http.put(`${types}/${type.typeId}`).set(auth).send({ code: 'NEU', name: 'Neu', sortOrder: 2, active: true }).expect(200))
          .body,
      ).toMatchObject({ code: 'NEU', sortOrder: 2, active: true });
      await t.http.put(`${types}/${type.typeId}`).set(auth).send({ code: 'DRINKS', name: 'x' }).expect(409);
      await t.http.put(`${types}/${type.typeId}`).set(auth).send({ code: '', name: 'x' }).expect(400);
      await t.http.put(`${types}/99999`).set(auth).send({ code: 'ZZ', name: 'x' }).expect(404);
    });

    it('deletes an empty type, dropping it from extras, and refuses one with categories (409)', async () => {
      const food = (await t.http.get(types).set(auth)).body.find((type: MenuTypeDto) => type.code === 'FOOD');
      expect((await t.http.delete(`${types}/${food.typeId}`).set(auth).expect(409)).body.message).toBe(
        'Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.',
      );
      const empty = (await t.http.post(types).set(auth).send({ code: 'LEER', name: 'Leer' }).expect(201)).body;
      const extra = (
        await t.http
          .post('/api/admin/addings')
          .set(auth)
          .send({ name: 'Nur Leer', price: 1, typeIds: [empty.typeId, food.typeId] })
          .expect(201)
      ).body;
      expect((await t.http.delete(`${types}/${empty.typeId}`).set(auth).expect(200)).body).toMatchObject({ code: 'LEER' });
      await t.http.get(`${types}/${empty.typeId}`).set(auth).expect(404);
      expect((await t.http.get(`/api/admin/addings/${extra.addingId}`).set(auth).expect(200)).body.typeIds).toEqual([food.typeId]);
      await t.http.delete(`${types}/99999`).set(auth).expect(404);
    });
  });

  describe('categories', () => {
    it('lists all categories or those of one type, shaped like the guest DTO', async () => {
      const all = (await t.http.get(categories).set(auth).expect(200)).body;
      expect(all).toHaveLength(9);
      expect(all[0]).toEqual({
        categoryId: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        typeId: expect.any(Number),
        typeCode: 'FOOD',
        typeName: 'Speisen',
        sortOrder: expect.any(Number),
        defaultVatRate: null,
        defaultVatCategory: null,
        course: 'STARTER',
        translations: {},
        missingTranslations: expect.any(Array),
      });
      const drinksTypeId = all.find((c: { typeCode: string }) => c.typeCode === 'DRINKS').typeId;
      const drinks = (await t.http.get(`${categories}?typeId=${drinksTypeId}`).set(auth).expect(200)).body;
      expect(drinks.map((c: { name: string }) => c.name)).toEqual(['Alkoholfreie Getränke', 'Bier & Wein', 'Kaffee & Tee']);
      await t.http.get(`${categories}?typeId=abc`).set(auth).expect(400);
      await t.http.get(`${categories}?typeId=99999`).set(auth).expect(200, []);
    });

    it('creates and updates a category with the spec messages for name and type', async () => {
      const all = (await t.http.get(types).set(auth)).body as MenuTypeDto[];
      const [food, drinks] = ['FOOD', 'DRINKS'].map((code) => all.find((type) => type.code === code)!);
      const created = (
        await t.http.post(categories).set(auth).send({ name: ' Vegan ', description: 'Pflanzlich', typeId: food.typeId }).expect(201)
      ).body;
      expect(created).toMatchObject({ name: 'Vegan', description: 'Pflanzlich', typeId: food.typeId, typeCode: 'FOOD', sortOrder: 1 });
      expect((await t.http.get('/api/menu/categories?type=FOOD')).body.map((c: { name: string }) => c.name)).toContain('Vegan');

      const missing = await t.http.post(categories).set(auth).send({ description: 'x' }).expect(400);
      expect(missing.body.errors).toEqual([
        { field: 'name', message: 'Name ist erforderlich' },
        { field: 'typeId', message: 'Menü-Typ wählen' },
      ]);
      expect((await t.http.post(categories).set(auth).send({ name: 'x', typeId: 99999 }).expect(400)).body.errors).toEqual([
        { field: 'typeId', message: 'Unbekannter Menü-Typ.' },
      ]);
      await t.http.post(categories).set(auth).send({ name: 'x', typeId: 'abc' }).expect(400);

      const moved = (
        await t.http
          .put(`${categories}/${created.categoryId}`)
          .set(auth)
          .send({ name: 'Vegane Drinks', typeId: drinks.typeId, sortOrder: 9 })
          .expect(200)
      ).body;
      expect(moved).toMatchObject({ name: 'Vegane Drinks', description: 'Pflanzlich', typeCode: 'DRINKS', sortOrder: 9 });
      expect(
        (await t.http.put(`${categories}/${created.categoryId}`).set(auth).send({ name: '', typeId: drinks.typeId }).expect(400)).body
          .errors,
      ).toEqual([{ field: 'name', message: 'Name ist erforderlich' }]);
      await t.http.put(`${categories}/99999`).set(auth).send({ name: 'x', typeId: drinks.typeId }).expect(404);
      expect((await t.http.get(`${categories}/${created.categoryId}`).set(auth).expect(200)).body.name).toBe('Vegane Drinks');
    });

    it('starts a new product with the VAT of its category, else of its menu type; the product may differ', async () => {
      const all = (await t.http.get(types).set(auth)).body as Array<MenuTypeDto & { defaultVatRate: string; defaultVatCategory: string }>;
      const drinks = all.find((type) => type.code === 'DRINKS')!;
      // The demo restaurant's drinks start at 20 %, as Austrian gastronomy taxes them.
      expect(drinks).toMatchObject({ defaultVatRate: 'VAT_20', defaultVatCategory: 'BEVERAGE' });
      const drinkCategories = (await t.http.get(`${categories}?typeId=${drinks.typeId}`).set(auth)).body as Array<{
        name: string;
        defaultVatRate: string | null;
        defaultVatCategory: string | null;
      }>;
      expect(drinkCategories.slice(0, 3).map((c) => [c.name, c.defaultVatRate, c.defaultVatCategory])).toEqual([
        ['Alkoholfreie Getränke', null, 'NON_ALCOHOLIC_DRINK'],
        ['Bier & Wein', null, 'ALCOHOLIC'],
        ['Kaffee & Tee', null, 'COFFEE'],
      ]);

      const bar = (
        await t.http
          .post(types)
          .set(auth)
          .send({ code: 'BAR2', name: 'Bar', defaultVatRate: 'VAT_20', defaultVatCategory: 'BEVERAGE' })
          .expect(201)
      ).body;
      expect(bar).toMatchObject({ defaultVatRate: 'VAT_20', defaultVatCategory: 'BEVERAGE' });
      const softDrinks = (
        await t.http
          .post(categories)
          .set(auth)
          .send({ name: 'Limonaden', typeId: bar.typeId, defaultVatCategory: 'NON_ALCOHOLIC_DRINK' })
          .expect(201)
      ).body;
      expect(softDrinks).toMatchObject({ defaultVatRate: null, defaultVatCategory: 'NON_ALCOHOLIC_DRINK' });
      const milk = (
        await t.http.post(categories).set(auth).send({ name: 'Milchgetränke', typeId: bar.typeId, defaultVatRate: 'VAT_10' }).expect(201)
      ).body;

      const product = (body: object) =>
        t.http
          .post('/api/admin/menu/items')
          .set(auth)
          .send({ typeCode: 'BAR2', basePrice: 3.5, ...body });
      expect((await product({ name: 'Kracherl', categoryId: softDrinks.categoryId }).expect(201)).body).toMatchObject({
        vatRate: 'VAT_20',
        vatCategory: 'NON_ALCOHOLIC_DRINK',
      });
      expect((await product({ name: 'Kakao', categoryId: milk.categoryId }).expect(201)).body).toMatchObject({
        vatRate: 'VAT_10',
        vatCategory: 'BEVERAGE',
      });
      expect((await product({ name: 'Sirup', categoryId: softDrinks.categoryId, vatRate: 'VAT_13' }).expect(201)).body).toMatchObject({
        vatRate: 'VAT_13',
      });

      // A left-out default stays; null makes a category take its type's again; bad codes are refused.
      await t.http.put(`${types}/${bar.typeId}`).set(auth).send({ code: 'BAR2', name: 'Bar & Café' }).expect(200);
      expect((await t.http.get(`${types}/${bar.typeId}`).set(auth)).body).toMatchObject({ defaultVatRate: 'VAT_20' });
      const reset = await t.http
        .put(`${categories}/${milk.categoryId}`)
        .set(auth)
        .send({ name: 'Milchgetränke', typeId: bar.typeId, defaultVatRate: null });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({ defaultVatRate: null, defaultVatCategory: null });
      const wrong = await t.http
        .post(types)
        .set(auth)
        .send({ code: 'X1', name: 'X', defaultVatRate: 'VAT_7', defaultVatCategory: null })
        .expect(400);
      expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['defaultVatRate', 'defaultVatCategory']);
      expect((await t.http.get(`${types}?onlyActive=false`).set(auth)).body.map((type: MenuTypeDto) => type.code)).not.toContain('X1');
    });

    it('refuses to delete a category with products (409) and deletes it once they are archived', async () => {
      const food = ((await t.http.get(types).set(auth)).body as MenuTypeDto[]).find((type) => type.code === 'FOOD')!;
      const category = (await t.http.post(categories).set(auth).send({ name: 'Tagesteller', typeId: food.typeId }).expect(201)).body;
      const item = (
        await t.http
          .post('/api/admin/menu/items')
          .set(auth)
          .send({ typeCode: 'FOOD', categoryId: category.categoryId, name: 'Teller 1', basePrice: 9 })
          .expect(201)
      ).body;
      const extra = (
        await t.http
          .post('/api/admin/addings')
          .set(auth)
          .send({ name: 'Nur Teller', price: 0.5, categoryIds: [category.categoryId] })
          .expect(201)
      ).body;
      const refused = await t.http.delete(`${categories}/${category.categoryId}`).set(auth).expect(409);
      expect(refused.body.message).toBe('Löschen nicht möglich. Die Kategorie enthält noch Produkte.');
      await t.http.delete(`/api/admin/menu/items/${item.menuItemId}`).set(auth).expect(200);
      expect((await t.http.delete(`${categories}/${category.categoryId}`).set(auth).expect(200)).body.name).toBe('Tagesteller');
      await t.http.get(`${categories}/${category.categoryId}`).set(auth).expect(404);
      await t.http.get(`/api/admin/menu/items/${item.menuItemId}`).set(auth).expect(404);
      expect((await t.http.get(`/api/admin/addings/${extra.addingId}`).set(auth).expect(200)).body.categoryIds).toEqual([]);
      await t.http.delete(`${categories}/99999`).set(auth).expect(404);
    });
  });

  it('answers 401 without a token and 400 for malformed ids', async () => {
    for (const base of [types, categories]) {
      await t.http.get(base).expect(401);
      await t.http.post(base).send({}).expect(401);
      await t.http.put(`${base}/1`).send({}).expect(401);
      await t.http.delete(`${base}/1`).expect(401);
      await t.http.get(`${base}/abc`).set(auth).expect(400);
      await t.http.put(`${base}/abc`).set(auth).send({}).expect(400);
      await t.http.delete(`${base}/-1`).set(auth).expect(400);
      await t.http.get(`${base}/99999`).set(auth).expect(404);
    }
  });

  it('documents every catalogue endpoint in the OpenAPI document', async () => {
    const paths = (await t.http.get('/api/docs/json').expect(200)).body.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/admin/menu/items',
        'POST /api/admin/menu/items',
        'GET /api/admin/menu/items/{id}',
        'PUT /api/admin/menu/items/{id}',
        'DELETE /api/admin/menu/items/{id}',
        'PATCH /api/admin/menu/items/{id}/availability',
        'PATCH /api/admin/menu/items/{id}/discount',
        'POST /api/admin/menu/items/{id}/image',
        'DELETE /api/admin/menu/items/{id}/image',
        'GET /api/admin/menu-types',
        'POST /api/admin/menu-types',
        'PUT /api/admin/menu-types/{id}',
        'DELETE /api/admin/menu-types/{id}',
        'GET /api/admin/menu-categories',
        'POST /api/admin/menu-categories',
        'GET /api/admin/menu/translations',
        'POST /api/admin/menu/translations',
        'PUT /api/admin/menu-categories/{id}',
        'DELETE /api/admin/menu-categories/{id}',
        'GET /api/admin/addings',
        'POST /api/admin/addings',
        'PUT /api/admin/addings/{id}',
        'DELETE /api/admin/addings/{id}',
      ]),
    );
  });
});
