import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface TypeRow {
  typeId: number;
  code: string;
  sortOrder: number;
}

interface CategoryRow {
  categoryId: number;
  name: string;
  typeId: number;
  sortOrder: number;
}

const OUTDATED = 'Die Liste hat sich inzwischen geändert. Bitte neu laden und erneut sortieren.';

describe('reordering menu types and categories (PUT …/order)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const types = '/api/admin/menu-types';
  const categories = '/api/admin/menu-categories';
  const allTypes = async () => (await t.http.get(`${types}?onlyActive=false`).set(auth).expect(200)).body as TypeRow[];
  const categoriesOf = async (typeId: number) =>
    (await t.http.get(`${categories}?typeId=${typeId}`).set(auth).expect(200)).body as CategoryRow[];
  const guestTypeCodes = async () => (await t.http.get('/api/menu/types').expect(200)).body.map((type: { code: string }) => type.code);
  const guestCategoryNames = async (code: string) =>
    (await t.http.get(`/api/menu/categories?type=${code}`).expect(200)).body.map((category: { name: string }) => category.name);

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  it('numbers the menu types 1, 2, 3 in the order sent, and guests see that order', async () => {
    const before = await allTypes();
    expect(before.map((type) => type.code)).toEqual(['FOOD', 'DRINKS', 'DESSERTS']);
    const [food, drinks, desserts] = before;
    const answer = (
      await t.http
        .put(`${types}/order`)
        .set(auth)
        .send({ typeIds: [drinks.typeId, food.typeId, desserts.typeId] })
        .expect(200)
    ).body as TypeRow[];
    expect(answer.map((type) => [type.code, type.sortOrder])).toEqual([
      ['DRINKS', 1],
      ['FOOD', 2],
      ['DESSERTS', 3],
    ]);
    expect((await allTypes()).map((type) => type.code)).toEqual(['DRINKS', 'FOOD', 'DESSERTS']);
    expect(await guestTypeCodes()).toEqual(['DRINKS', 'FOOD', 'DESSERTS']);
    await t.http
      .put(`${types}/order`)
      .set(auth)
      .send({ typeIds: [food.typeId, drinks.typeId, desserts.typeId] })
      .expect(200);
    expect(await guestTypeCodes()).toEqual(['FOOD', 'DRINKS', 'DESSERTS']);
  });

  it('refuses an incomplete, repeated or unknown list with 409 and changes nothing', async () => {
    const before = await allTypes();
    const ids = before.map((type) => type.typeId);
    for (const typeIds of [ids.slice(1), [...ids, ids[0]], [ids[0], ids[0], ids[1]], [...ids.slice(1), 99999]]) {
      expect((await t.http.put(`${types}/order`).set(auth).send({ typeIds }).expect(409)).body.message).toBe(OUTDATED);
    }
    expect(await allTypes()).toEqual(before);
  });

  it('validates the body and still reads other paths as ids', async () => {
    expect((await t.http.put(`${types}/order`).set(auth).send({}).expect(400)).body.errors[0].field).toBe('typeIds');
    expect(
      (
        await t.http
          .put(`${types}/order`)
          .set(auth)
          .send({ typeIds: ['a'] })
          .expect(400)
      ).body.errors[0].field,
    ).toBe('typeIds');
    expect(
      (
        await t.http
          .put(`${types}/order`)
          .set(auth)
          .send({ typeIds: [1], extra: 1 })
          .expect(400)
      ).body.errors[0].field,
    ).toBe('extra');
    await t.http.put(`${types}/orders`).set(auth).send({ code: 'X', name: 'x' }).expect(400);
    expect(
      (
        await t.http
          .put(`${categories}/order`)
          .set(auth)
          .send({ categoryIds: [1] })
          .expect(400)
      ).body.errors,
    ).toEqual([{ field: 'typeId', message: 'Menü-Typ wählen' }]);
  });

  it("numbers one type's categories in the order sent, leaving other types alone, and guests see that order", async () => {
    const [food, drinks] = await allTypes();
    const drinkNamesBefore = (await categoriesOf(drinks.typeId)).map((category) => category.name);
    const foodCategories = await categoriesOf(food.typeId);
    const reversed = [...foodCategories].reverse();
    const answer = (
      await t.http
        .put(`${categories}/order`)
        .set(auth)
        .send({ typeId: food.typeId, categoryIds: reversed.map((category) => category.categoryId) })
        .expect(200)
    ).body as CategoryRow[];
    expect(answer.map((category) => [category.name, category.sortOrder])).toEqual(
      reversed.map((category, index) => [category.name, index + 1]),
    );
    expect(await guestCategoryNames('FOOD')).toEqual(reversed.map((category) => category.name));
    expect((await categoriesOf(drinks.typeId)).map((category) => category.name)).toEqual(drinkNamesBefore);
  });

  it('refuses categories of another type or an incomplete list with 409, and an unknown type with 400', async () => {
    const [food, drinks] = await allTypes();
    const foodIds = (await categoriesOf(food.typeId)).map((category) => category.categoryId);
    const drinkIds = (await categoriesOf(drinks.typeId)).map((category) => category.categoryId);
    for (const categoryIds of [foodIds.slice(1), [...foodIds.slice(1), drinkIds[0]], [...foodIds, drinkIds[0]]]) {
      await t.http.put(`${categories}/order`).set(auth).send({ typeId: food.typeId, categoryIds }).expect(409);
    }
    expect((await t.http.put(`${categories}/order`).set(auth).send({ typeId: 99999, categoryIds: [] }).expect(400)).body.errors).toEqual([
      { field: 'typeId', message: 'Unbekannter Menü-Typ.' },
    ]);
  });

  it('is for ADMIN only', async () => {
    const waiter = await staffWithRoles(t, auth.Authorization.slice(7), ['WAITER']);
    for (const path of [`${types}/order`, `${categories}/order`]) {
      await t.http.put(path).send({}).expect(401);
      await t.http.put(path).set(bearer(waiter.jwt)).send({}).expect(403);
    }
  });
});
