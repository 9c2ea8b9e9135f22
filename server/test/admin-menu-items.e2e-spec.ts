import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface AdminItem {
  menuItemId: number;
  name: string;
  description: string;
  basePrice: number;
  oldPrice: number | null;
  typeCode: string;
  typeId: number;
  categoryId: number;
  archived: boolean;
  discountEnabled: boolean;
  imageUrl: string | null;
  allergens: string[];
}

describe('admin menu items: list, create, update, price history', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let food: { typeId: number; categoryId: number };
  let drinksCategoryId: number;

  const list = (query = '') => t.http.get(`/api/admin/menu/items${query}`).set(auth);
  const create = (body: object) => t.http.post('/api/admin/menu/items').set(auth).send(body);
  const update = (id: number, body: object) => t.http.put(`/api/admin/menu/items/${id}`).set(auth).send(body);
  const guestItem = async (item: AdminItem) =>
    ((await t.http.get(`/api/menu/items?category=${item.categoryId}`).expect(200)).body as AdminItem[]).find(
      (i) => i.menuItemId === item.menuItemId,
    );
  const valid = () => ({
    typeCode: 'FOOD',
    categoryId: food.categoryId,
    name: 'Tafelspitz',
    description: 'mit Apfelkren',
    basePrice: 21.5,
  });

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    const categories = (await t.http.get('/api/menu/categories').expect(200)).body;
    const firstFood = categories.find((c: { typeCode: string }) => c.typeCode === 'FOOD');
    food = { typeId: firstFood.typeId, categoryId: firstFood.categoryId };
    drinksCategoryId = categories.find((c: { typeCode: string }) => c.typeCode === 'DRINKS').categoryId;
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('pages the whole menu, 20 per page by default, sorted by name', async () => {
      const first = (await list().expect(200)).body;
      expect(first).toMatchObject({ totalElements: 44, page: 0, size: 20 });
      expect(first.content).toHaveLength(20);
      const names = first.content.map((i: AdminItem) => i.name);
      expect(names).toEqual([...names].sort());
      const last = (await list('?page=2').expect(200)).body;
      expect(last.content).toHaveLength(4);
      expect(last.content[0]).toMatchObject({
        archived: false,
        discountEnabled: false,
        oldPrice: null,
        imageUrl: null,
        typeId: expect.any(Number),
        typeCode: expect.any(String),
        basePrice: expect.any(Number),
        vatRate: expect.any(String),
      });
    });

    it('sorts by price in either direction and accepts larger pages up to 200', async () => {
      const prices = (await list('?sort=basePrice,desc&size=200').expect(200)).body.content.map((i: AdminItem) => i.basePrice);
      expect(prices).toHaveLength(44);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const ascending = (await list('?sort=basePrice,asc&size=5').expect(200)).body.content.map((i: AdminItem) => i.basePrice);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(ascending[0]).toBe(Math.min(...prices));
      const byNameDesc = (await list('?sort=name,desc&size=3').expect(200)).body.content.map((i: AdminItem) => i.name);
      expect(byNameDesc).toEqual([...byNameDesc].sort().reverse());
    });

    it('filters by search text in name or description, type code in any case and category', async () => {
      const byName = (await list('?q=SCHNITZEL').expect(200)).body;
      expect(byName.totalElements).toBeGreaterThan(0);
      expect(byName.content.every((i: AdminItem) => `${i.name} ${i.description}`.toLowerCase().includes('schnitzel'))).toBe(true);
      const anyItem = (await list('?size=1').expect(200)).body.content[0] as AdminItem;
      const word = anyItem.description.split(' ').find((w) => w.length > 4 && !anyItem.name.includes(w));
      if (word)
        expect((await list(`?q=${encodeURIComponent(word)}`).expect(200)).body.content.map((i: AdminItem) => i.menuItemId)).toContain(
          anyItem.menuItemId,
        );
      await list('?q=%25').expect(200, { content: [], totalElements: 0, page: 0, size: 20 });
      const drinks = (await list('?type=drinks&size=200').expect(200)).body;
      expect(drinks.totalElements).toBeGreaterThan(0);
      expect(drinks.content.every((i: AdminItem) => i.typeCode === 'DRINKS')).toBe(true);
      const inCategory = (await list(`?categoryId=${food.categoryId}&size=200`).expect(200)).body.content;
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.every((i: AdminItem) => i.categoryId === food.categoryId && i.typeId === food.typeId)).toBe(true);
      await list('?type=NOPE').expect(200, { content: [], totalElements: 0, page: 0, size: 20 });
    });

    it('rejects malformed list parameters with 400', async () => {
      for (const query of [
        '?page=-1',
        '?page=x',
        '?size=0',
        '?size=201',
        '?sort=price',
        '?sort=name,up',
        '?categoryId=abc',
        '?type=%3Cb%3E',
        '?includeArchived=maybe',
      ]) {
        const res = await list(query);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
      }
    });
  });

  describe('create', () => {
    it('creates a product with defaults and sorted, de-duplicated allergens that guests then see', async () => {
      const res = await create({ ...valid(), typeCode: ' food ', allergens: ['g', 'A', 'a', 'L'] }).expect(201);
      const item = res.body as AdminItem;
      expect(item).toMatchObject({
        name: 'Tafelspitz',
        description: 'mit Apfelkren',
        basePrice: 21.5,
        available: true,
        vatRate: 'VAT_10',
        vatPercent: 10,
        vatCategory: 'FOOD',
        allergens: ['A', 'G', 'L'],
        typeCode: 'FOOD',
        typeId: food.typeId,
        categoryId: food.categoryId,
        archived: false,
        oldPrice: null,
      });
      expect(await guestItem(item)).toMatchObject({ name: 'Tafelspitz', basePrice: 21.5 });
      expect((await t.http.get(`/api/admin/menu/items/${item.menuItemId}`).set(auth).expect(200)).body).toEqual(item);
    });

    it('answers every missing field with the spec message', async () => {
      const res = await create({}).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'typeCode', message: 'Bitte einen Menü-Typ auswählen.' },
          { field: 'categoryId', message: 'Bitte eine Kategorie auswählen.' },
          { field: 'name', message: 'Name ist erforderlich' },
          { field: 'basePrice', message: 'Preis muss > 0 sein' },
        ]),
      );
      expect(res.body.errors).toHaveLength(4);
      expect(res.body.message).toContain('name: Name ist erforderlich');
      expect((await create({ ...valid(), name: '   ' }).expect(400)).body.errors).toEqual([
        { field: 'name', message: 'Name ist erforderlich' },
      ]);
      expect((await create({ ...valid(), typeCode: '' }).expect(400)).body.errors).toEqual([
        { field: 'typeCode', message: 'Bitte einen Menü-Typ auswählen.' },
      ]);
    });

    it('requires a price above 0 in euros with at most two decimals', async () => {
      for (const basePrice of [0, -1, '12', null]) {
        expect((await create({ ...valid(), basePrice }).expect(400)).body.errors).toEqual([
          { field: 'basePrice', message: 'Preis muss > 0 sein' },
        ]);
      }
      expect((await create({ ...valid(), basePrice: 1.234 }).expect(400)).body.errors[0].message).toBe('höchstens zwei Nachkommastellen');
      expect((await create({ ...valid(), basePrice: 10000.01 }).expect(400)).body.errors[0].message).toBe('darf höchstens 10000 sein');
      expect((await create({ ...valid(), basePrice: 0.01 }).expect(201)).body.basePrice).toBe(0.01);
    });

    it('checks VAT rate, VAT category, allergens and unknown fields', async () => {
      const fieldOf = async (body: object) => (await create(body).expect(400)).body.errors.map((e: { field: string }) => e.field);
      expect(await fieldOf({ ...valid(), vatRate: 'VAT_7' })).toEqual(['vatRate']);
      expect(await fieldOf({ ...valid(), vatCategory: 'WINE' })).toEqual(['vatCategory']);
      expect(await fieldOf({ ...valid(), allergens: ['I'] })).toEqual(['allergens']);
      expect(await fieldOf({ ...valid(), allergens: 'A' })).toContain('allergens');
      expect(await fieldOf({ ...valid(), available: 'yes' })).toEqual(['available']);
      expect(await fieldOf({ ...valid(), basePriceCents: 100 })).toEqual(['basePriceCents']);
      const drink = await create({ ...valid(), vatRate: 'VAT_20', vatCategory: 'ALCOHOLIC', available: false }).expect(201);
      expect(drink.body).toMatchObject({ vatRate: 'VAT_20', vatPercent: 20, vatCategory: 'ALCOHOLIC', available: false });
    });

    it('requires the category to exist and belong to the chosen menu type', async () => {
      expect((await create({ ...valid(), categoryId: drinksCategoryId }).expect(400)).body.errors).toEqual([
        { field: 'categoryId', message: 'Die Kategorie gehört nicht zum gewählten Menü-Typ.' },
      ]);
      expect((await create({ ...valid(), categoryId: 99999 }).expect(400)).body.errors[0].field).toBe('categoryId');
      expect((await create({ ...valid(), categoryId: 'abc' }).expect(400)).body.errors[0].field).toBe('categoryId');
      expect((await create({ ...valid(), typeCode: 'NOPE' }).expect(400)).body.errors[0].field).toBe('typeCode');
      expect((await create({ ...valid(), categoryId: String(food.categoryId) }).expect(201)).body.categoryId).toBe(food.categoryId);
    });
  });

  describe('update and price history', () => {
    it('updates fields, keeps those left out, and moves a changed price into the history', async () => {
      const dataSource = t.app.get(DataSource);
      const item = (
        await create({ ...valid(), name: 'Zwiebelrostbraten', basePrice: 24, allergens: ['M'], vatCategory: 'FOOD' }).expect(201)
      ).body as AdminItem;
      const renamed = (await update(item.menuItemId, { ...valid(), name: 'Zwiebelrostbraten XL', basePrice: 24 }).expect(200)).body;
      expect(renamed).toMatchObject({ name: 'Zwiebelrostbraten XL', basePrice: 24, allergens: ['M'], oldPrice: null });
      const history = () =>
        dataSource.query('SELECT price_cents FROM menu_item_prices WHERE menu_item_id = $1 ORDER BY id', [item.menuItemId]);
      expect(await history()).toEqual([]);

      const cheaper = (await update(item.menuItemId, { ...valid(), name: 'Zwiebelrostbraten XL', basePrice: 19.9 }).expect(200)).body;
      expect(cheaper).toMatchObject({ basePrice: 19.9, oldPrice: 24, discountEnabled: false });
      expect((await history()).map((r: { price_cents: number }) => Number(r.price_cents))).toEqual([2400]);
      expect((await guestItem(item))?.oldPrice).toBeNull();

      const discounted = (
        await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({ enabled: true }).expect(200)
      ).body;
      expect(discounted).toMatchObject({ discountEnabled: true, oldPrice: 24, basePrice: 19.9 });
      expect(await guestItem(item)).toMatchObject({ basePrice: 19.9, oldPrice: 24 });

      await update(item.menuItemId, { ...valid(), name: 'Zwiebelrostbraten XL', basePrice: 17.5 }).expect(200);
      expect(await guestItem(item)).toMatchObject({ basePrice: 17.5, oldPrice: 19.9 });
      expect((await list(`?q=${encodeURIComponent('Zwiebelrostbraten XL')}`).expect(200)).body.content[0]).toMatchObject({
        oldPrice: 19.9,
        discountEnabled: true,
      });

      await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({ enabled: false }).expect(200);
      expect((await guestItem(item))?.oldPrice).toBeNull();
      expect((await t.http.get(`/api/admin/menu/items/${item.menuItemId}`).set(auth).expect(200)).body.oldPrice).toBe(19.9);
    });

    it('refuses the discount with 409 while no old price exists and validates its body', async () => {
      const item = (await create({ ...valid(), name: 'Ohne Altpreis' }).expect(201)).body as AdminItem;
      const res = await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({ enabled: true }).expect(409);
      expect(res.body.message).toBe('Rabatt nur möglich, wenn ein alter Preis über 0 existiert.');
      await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({ enabled: false }).expect(200);
      await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({ enabled: 'yes' }).expect(400);
      await t.http.patch(`/api/admin/menu/items/${item.menuItemId}/discount`).set(auth).send({}).expect(400);
      await t.http.patch('/api/admin/menu/items/99999/discount').set(auth).send({ enabled: false }).expect(404);
    });

    it('validates an update like a create and moves the product to another type with its category', async () => {
      const item = (await create({ ...valid(), name: 'Wandert' }).expect(201)).body as AdminItem;
      expect((await update(item.menuItemId, { ...valid(), basePrice: 0 }).expect(400)).body.errors).toEqual([
        { field: 'basePrice', message: 'Preis muss > 0 sein' },
      ]);
      await update(item.menuItemId, { ...valid(), categoryId: drinksCategoryId }).expect(400);
      const moved = (await update(item.menuItemId, { ...valid(), typeCode: 'drinks', categoryId: drinksCategoryId }).expect(200)).body;
      expect(moved).toMatchObject({ typeCode: 'DRINKS', categoryId: drinksCategoryId });
      await update(99999, valid()).expect(404);
      await update(0, valid()).expect(400);
    });
  });
});
