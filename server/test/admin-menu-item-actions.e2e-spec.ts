import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { asGuest, startTableSession } from './support/guest.js';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 251, g: 152, b: 24 } } })
    .png()
    .toBuffer();

describe('admin menu items: availability, archive, image, access', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let categoryId: number;

  const items = '/api/admin/menu/items';
  const newItem = async (name: string) =>
    (await t.http.post(items).set(auth).send({ typeCode: 'FOOD', categoryId, name, basePrice: 9.9 }).expect(201)).body.menuItemId as number;
  const guestSees = async (id: number) =>
    ((await t.http.get(`/api/menu/items?category=${categoryId}`).expect(200)).body as Array<{ menuItemId: number }>).some(
      (i) => i.menuItemId === id,
    );
  const setAvailability = (id: number, raw: string) =>
    t.http.patch(`${items}/${id}/availability`).set(auth).set('Content-Type', 'application/json').send(raw);

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    categoryId = (await t.http.get('/api/menu/categories?type=FOOD').expect(200)).body[0].categoryId;
  });
  afterAll(() => t.close());

  describe('availability', () => {
    it('toggles with a raw JSON boolean body and hides the product from guests and baskets', async () => {
      const id = await newItem('Kaiserschmarrn klein');
      expect((await setAvailability(id, 'false').expect(200)).body).toMatchObject({ menuItemId: id, available: false });
      expect(await guestSees(id)).toBe(false);
      const guest = asGuest(t, await startTableSession(t));
      expect((await guest.add({ menuItemId: id }).expect(409)).body.message).toBe('Dieses Produkt ist gerade nicht verfügbar.');
      expect((await setAvailability(id, ' true ').expect(200)).body.available).toBe(true);
      expect(await guestSees(id)).toBe(true);
      await guest.add({ menuItemId: id }).expect(201);
    });

    it('also accepts {"available": false} and refuses anything else with 400', async () => {
      const id = await newItem('Palatschinke');
      expect((await t.http.patch(`${items}/${id}/availability`).set(auth).send({ available: false }).expect(200)).body.available).toBe(
        false,
      );
      for (const raw of ['"true"', '1', 'null', '{"available":"no"}', '{"available":true,"x":1}', '[true]', '{tru', '']) {
        const res = await setAvailability(id, raw);
        expect({ raw, status: res.status }).toEqual({ raw, status: 400 });
      }
      await setAvailability(99999, 'true').expect(404);
      await setAvailability(0, 'true').expect(400);
    });
  });

  describe('archive', () => {
    it('archives on delete: guests no longer see or add it, orders keep their snapshot', async () => {
      const id = await newItem('Saisonale Suppe');
      const guest = asGuest(t, await startTableSession(t, 2));
      await guest.add({ menuItemId: id, quantity: 2 }).expect(201);
      await guest.checkout().expect(201);

      const archived = (await t.http.delete(`${items}/${id}`).set(auth).expect(200)).body;
      expect(archived).toMatchObject({ menuItemId: id, archived: true, archivedAt: expect.any(String) });
      expect(await guestSees(id)).toBe(false);
      await guest.add({ menuItemId: id }).expect(409);
      const [order] = (await guest.orders().expect(200)).body;
      const snapshot = await t.app
        .get(DataSource)
        .query('SELECT menu_item_name, quantity FROM order_items WHERE order_id = $1', [order.orderId]);
      expect(snapshot).toEqual([{ menu_item_name: 'Saisonale Suppe', quantity: 2 }]);

      const visible = (await t.http.get(`${items}?q=Saisonale&size=200`).set(auth).expect(200)).body;
      expect(visible.totalElements).toBe(0);
      const all = (await t.http.get(`${items}?q=Saisonale&includeArchived=true`).set(auth).expect(200)).body;
      expect(all.content.map((i: { menuItemId: number }) => i.menuItemId)).toEqual([id]);
      expect((await t.http.get(`${items}/${id}`).set(auth).expect(200)).body.archived).toBe(true);
      await t.http.delete(`${items}/${id}`).set(auth).expect(200);
    });
  });

  describe('image', () => {
    it('uploads an image as WebP with a versioned URL, replaces it and removes the old one', async () => {
      const id = await newItem('Bild-Test');
      const first = (
        await t.http
          .post(`${items}/${id}/image`)
          .set(auth)
          .attach('file', await png(), 'a.png')
          .expect(200)
      ).body;
      expect(first.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?v=\d+$/);
      const served = await t.http.get(first.imageUrl).expect(200);
      expect(served.headers['content-type']).toContain('image/webp');
      expect((await t.http.get(`${items}/${id}`).set(auth).expect(200)).body.imageUrl).toBe(first.imageUrl);
      expect(
        ((await t.http.get(`/api/menu/items?category=${categoryId}`)).body as Array<{ menuItemId: number; imageUrl: string }>).find(
          (i) => i.menuItemId === id,
        )?.imageUrl,
      ).toBe(first.imageUrl);

      const second = (
        await t.http
          .post(`${items}/${id}/image`)
          .set(auth)
          .attach('file', await png(80, 60), 'b.png')
          .expect(200)
      ).body;
      expect(second.imageUrl).not.toBe(first.imageUrl);
      await t.http.get(first.imageUrl.split('?')[0]).expect(404);
      await t.http.get(second.imageUrl).expect(200);

      expect((await t.http.delete(`${items}/${id}/image`).set(auth).expect(200)).body).toEqual({ imageUrl: null });
      await t.http.get(second.imageUrl.split('?')[0]).expect(404);
      expect((await t.http.get(`${items}/${id}`).set(auth).expect(200)).body.imageUrl).toBeNull();
      await t.http.delete(`${items}/${id}/image`).set(auth).expect(200, { imageUrl: null });
    });

    it('refuses a missing file, a non-image and unknown products', async () => {
      const id = await newItem('Bild-Fehler');
      expect((await t.http.post(`${items}/${id}/image`).set(auth).field('x', '1').expect(400)).body.errors[0].field).toBe('file');
      const notImage = await t.http.post(`${items}/${id}/image`).set(auth).attach('file', Buffer.from('<svg></svg>'), 'x.png').expect(415);
      expect(notImage.body.message).toBe('Nur PNG, JPG oder WebP erlaubt');
      await t.http
        .post(`${items}/99999/image`)
        .set(auth)
        .attach('file', await png(), 'a.png')
        .expect(404);
      await t.http.delete(`${items}/99999/image`).set(auth).expect(404);
      await t.http
        .post(`${items}/abc/image`)
        .set(auth)
        .attach('file', await png(), 'a.png')
        .expect(400);
    });
  });

  describe('access and ids', () => {
    const calls = (id: string): Array<[string, string]> => [
      ['get', items],
      ['get', `${items}/${id}`],
      ['post', items],
      ['put', `${items}/${id}`],
      ['delete', `${items}/${id}`],
      ['patch', `${items}/${id}/availability`],
      ['patch', `${items}/${id}/discount`],
      ['post', `${items}/${id}/image`],
      ['delete', `${items}/${id}/image`],
    ];
    type Send = (u: string) => { set(h: Record<string, string>): Promise<{ status: number }> };
    const send = (method: string, url: string, headers: Record<string, string> = {}) => {
      const call = (t.http as unknown as Record<string, Send>)[method];
      return call(url).set(headers);
    };

    it('answers 401 without a token and 403 for staff without ADMIN', async () => {
      const waiter = await staffWithRoles(t, auth.Authorization.slice(7), ['WAITER']);
      for (const [method, url] of calls('1')) {
        expect({ method, url, status: (await send(method, url)).status }).toEqual({ method, url, status: 401 });
        expect({ method, url, status: (await send(method, url, bearer(waiter.jwt))).status }).toEqual({ method, url, status: 403 });
      }
    });

    it('answers 400 for malformed ids and 404 for unknown ones', async () => {
      for (const [method, url] of calls('abc').slice(1)) {
        expect({ method, url, status: (await send(method, url, auth)).status }).toEqual({ method, url, status: 400 });
      }
      await t.http.get(`${items}/99999`).set(auth).expect(404);
      await t.http.delete(`${items}/99999`).set(auth).expect(404);
      await t.http.get(`${items}/1.5`).set(auth).expect(400);
    });
  });
});
