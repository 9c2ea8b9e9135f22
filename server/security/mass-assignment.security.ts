import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession } from '../test/support/guest.js';
import { adminToken, bearer, staffWithRoles } from '../test/support/staff.js';
import { startTestApp, type TestApp } from '../test/support/test-app.js';
import { snapshot } from './support/database-snapshot.js';
import { collectErrorAnswers, type ErrorAnswer, leakingAnswers } from './support/error-bodies.js';

/**
 * Fields a client must never set (prices, totals, statuses, roles, ids, hashes) slipped into otherwise valid
 * bodies: each one alone is refused with 400 naming it, and the database is the same before and after.
 */

type Send = (extra: Record<string, unknown>) => Test;

async function expectRefusedOneByOne(t: TestApp, send: Send, fields: Record<string, unknown>, tables: string[]): Promise<void> {
  for (const [field, value] of Object.entries(fields)) {
    const before = await snapshot(t, tables);
    const res = await send({ [field]: value });
    expect({ field, status: res.status }).toEqual({ field, status: 400 });
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await snapshot(t, tables)).toEqual(before);
  }
}

const PRICES_AND_TOTALS = {
  price: 0.01,
  unitPrice: 0.01,
  totalPrice: 0.01,
  grossAmount: 0.01,
  netAmount: 0.01,
  discount: 100,
};

describe('mass assignment: prices, totals, statuses and roles are never taken from a client', () => {
  let t: TestApp;
  let errorAnswers: ErrorAnswer[];
  let admin: string;
  let session: GuestSessionInfo;
  let dish: { menuItemId: number; basePrice: number; categoryId: number };

  beforeAll(async () => {
    // Every refused checkout still counts against the session's checkout limit (guards run before validation).
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '10' } });
    errorAnswers = collectErrorAnswers(t);
    admin = await adminToken(t);
    session = await startTableSession(t, 2);
    dish = (await menuItemsByName(t)).get('Rindsgulasch')!;
  });
  afterAll(() => t.close());

  it('guest basket: refuses a price, total or status in the item body and keeps the basket as it was', async () => {
    const guest = asGuest(t, session);
    await expectRefusedOneByOne(
      t,
      (extra) => guest.add({ menuItemId: dish.menuItemId, quantity: 2, ...extra }),
      { ...PRICES_AND_TOTALS, basePrice: 0.01, status: 'COMPLETED', sessionId: session.sessionId, id: 1 },
      ['basket_items'],
    );
    const before = await snapshot(t, ['basket_items']);
    const nested = await guest.add({ menuItemId: dish.menuItemId, addingIds: [{ addingId: 1, price: 0 }] });
    expect(nested.status).toBe(400);
    expect(await snapshot(t, ['basket_items'])).toEqual(before);
  });

  it('guest checkout: refuses totals, statuses and ids; the order placed afterwards costs what the menu says', async () => {
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: dish.menuItemId, quantity: 2 }).expect(201);
    await expectRefusedOneByOne(
      t,
      (extra) => guest.checkout({ paymentMethod: 'CASH', ...extra }),
      { ...PRICES_AND_TOTALS, status: 'COMPLETED', paymentStatus: 'PAID', orderNumber: 1, tableId: 99, items: [] },
      ['orders', 'order_items', 'basket_items'],
    );
    const order = await guest.checkout({ paymentMethod: 'CASH' }).expect(201);
    // Money on the wire is euro with two decimals; compare in cents.
    expect(Math.round(order.body.totalPrice * 100)).toBe(Math.round(dish.basePrice * 100) * 2);
    const [stored] = await t.app.get(DataSource).query('SELECT status, payment_status FROM orders WHERE id = $1', [order.body.orderId]);
    expect(stored).toEqual({ status: 'IN_PROGRESS', payment_status: 'PENDING' });
  });

  it('admin order edit: refuses status, totals, items and numbers; the order keeps them', async () => {
    const guest = asGuest(t, session);
    await guest.add({ menuItemId: dish.menuItemId, quantity: 1 }).expect(201);
    const { orderId } = (await guest.checkout({ paymentMethod: 'CARD' }).expect(201)).body;
    await expectRefusedOneByOne(
      t,
      (extra) =>
        t.http
          .patch(`/api/admin/orders/${orderId}`)
          .set(bearer(admin))
          .send({ note: 'Ohne Zwiebel', ...extra }),
      {
        ...PRICES_AND_TOTALS,
        status: 'COMPLETED',
        orderNumber: 1,
        items: [{ menuItemId: dish.menuItemId, quantity: 100 }],
        sessionId: session.sessionId,
        createdAt: '2020-01-01T00:00:00Z',
      },
      ['orders', 'order_items', 'order_events'],
    );
  });

  it('user create: refuses ids, hashes and token versions, and roles that do not exist', async () => {
    const account = { username: 'neu-kellner', password: 'a-good-password', roles: ['WAITER'] };
    await expectRefusedOneByOne(
      t,
      (extra) =>
        t.http
          .post('/api/user')
          .set(bearer(admin))
          .send({ ...account, ...extra }),
      { id: 1, userID: 1, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y', tokenVersion: 0, isAdmin: true, createdAt: '2020-01-01' },
      ['users'],
    );
    const before = await snapshot(t, ['users']);
    for (const roles of [['SUPERADMIN'], ['ADMIN ', 'WAITER'], 'ADMIN', [{ name: 'ADMIN' }]]) {
      const res = await t.http
        .post('/api/user')
        .set(bearer(admin))
        .send({ ...account, roles });
      expect({ roles, status: res.status }).toEqual({ roles, status: 400 });
    }
    expect(await snapshot(t, ['users'])).toEqual(before);
  });

  it('user update: refuses ids, hashes, token versions and a new username; a WAITER cannot raise its own roles', async () => {
    const waiter = await staffWithRoles(t, admin, ['WAITER']);
    await expectRefusedOneByOne(
      t,
      (extra) => t.http.put(`/api/user/${waiter.userId}`).set(bearer(admin)).send(extra),
      { id: 1, userID: 1, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y', tokenVersion: 0, isAdmin: true },
      ['users'],
    );
    const before = await snapshot(t, ['users']);
    const renamed = await t.http.put(`/api/user/${waiter.userId}`).set(bearer(admin)).send({ username: 'admin' });
    expect(renamed.status).toBe(400);
    for (const roles of [['ADMIN'], ['WAITER', 'ADMIN'], ['KITCHEN']]) {
      const res = await t.http.put(`/api/user/${waiter.userId}`).set(bearer(waiter.jwt)).send({ roles });
      expect({ roles, status: res.status }).toEqual({ roles, status: 403 });
    }
    expect(await snapshot(t, ['users'])).toEqual(before);
  });

  it('menu item create and update: refuses ids, derived prices, images and timestamps; nothing is written', async () => {
    const item = { typeCode: 'FOOD', categoryId: dish.categoryId, name: 'Testschnitzel', basePrice: 12.5 };
    const forbidden = {
      id: 1,
      menuItemId: 1,
      price: 0.01,
      discountedPrice: 0.01,
      discountEnabled: true,
      imageUrl: '/api/media/00000000-0000-4000-8000-000000000000',
      imageId: '00000000-0000-4000-8000-000000000000',
      createdAt: '2020-01-01',
    };
    await expectRefusedOneByOne(
      t,
      (extra) =>
        t.http
          .post('/api/admin/menu/items')
          .set(bearer(admin))
          .send({ ...item, ...extra }),
      forbidden,
      ['menu_items'],
    );
    await expectRefusedOneByOne(
      t,
      (extra) =>
        t.http
          .put(`/api/admin/menu/items/${dish.menuItemId}`)
          .set(bearer(admin))
          .send({ ...item, ...extra }),
      forbidden,
      ['menu_items'],
    );
  });

  it('gave no error answer with a stack trace, SQL or a file path', () => {
    expect(errorAnswers.length).toBeGreaterThan(40);
    expect(leakingAnswers(errorAnswers)).toEqual([]);
  });
});
