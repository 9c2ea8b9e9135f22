import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const numbers = (res: { body: { content: Array<{ orderNumber: number }> } }) => res.body.content.map((o) => o.orderNumber);

describe('admin orders list and detail', () => {
  let t: TestApp;
  let api: AdminOrdersApi;
  /** Fixture orders in March 2025, oldest first: A table 2, B table 3 (card), C takeaway, D table 2 (approved), E delivery. */
  const fixture: Record<'A' | 'B' | 'C' | 'D' | 'E', { orderId: number; orderNumber: number }> = {} as never;
  const inMarch = { from: '2025-03-01', to: '2025-03-31' };

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
    const db = t.app.get(DataSource);
    const place = async (key: keyof typeof fixture, submittedAt: string, options: Parameters<typeof placeOrder>[1]) => {
      fixture[key] = await placeOrder(t, options);
      await db.query('UPDATE orders SET submitted_at = $1 WHERE id = $2', [submittedAt, fixture[key].orderId]);
    };
    await place('A', '2025-03-01T10:00:00Z', { table: 2, lines: [{ name: 'Rindsgulasch' }] });
    // 00:30 on 2 March in Vienna, still 1 March in UTC.
    await place('B', '2025-03-01T23:30:00Z', { table: 3, paymentMethod: 'CARD', lines: [{ name: 'Cola 0,33 l', quantity: 2 }] });
    await place('C', '2025-03-02T12:00:00Z', { table: null, lines: [{ name: 'Kaiserschmarrn' }] });
    await place('D', '2025-03-03T09:00:00Z', { table: 2, lines: [{ name: 'Tafelspitz' }] });
    await place('E', '2025-03-04T18:00:00Z', { table: null, lines: [{ name: 'Backhendl' }] });
    await db.query(`UPDATE orders SET order_type = 'DELIVERY' WHERE id = $1`, [fixture.E.orderId]);
    await api.act(fixture.D.orderId, 'approve').expect(200);
  });
  afterAll(() => t.close());

  it('answers a page with content, totalElements, page and size, oldest first by default', async () => {
    const res = await api.list(inMarch).expect(200);
    expect(res.body).toMatchObject({ totalElements: 5, page: 0, size: 12 });
    expect(numbers(res)).toEqual(['A', 'B', 'C', 'D', 'E'].map((k) => fixture[k as 'A'].orderNumber));
  });

  it('pages and sorts newest first, by order number and by gross amount', async () => {
    const page = await api.list({ ...inMarch, page: 1, size: 2, sort: 'submittedAt,desc' }).expect(200);
    expect(page.body).toMatchObject({ totalElements: 5, page: 1, size: 2 });
    expect(numbers(page)).toEqual([fixture.C.orderNumber, fixture.B.orderNumber]);
    const byNumber = await api.list({ ...inMarch, sort: 'orderNumber,desc' }).expect(200);
    expect(numbers(byNumber)).toEqual([...numbers(byNumber)].sort((a, b) => b - a));
    const byAmount = (await api.list({ ...inMarch, sort: 'grossAmount,asc' }).expect(200)).body.content.map(
      (o: { grossAmount: number }) => o.grossAmount,
    );
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    expect((await api.list({ ...inMarch, page: 9 }).expect(200)).body).toMatchObject({ content: [], totalElements: 5 });
  });

  it('includes every order’s items in the list', async () => {
    const res = await api.list({ ...inMarch, table: '3' }).expect(200);
    expect(res.body.content[0].items).toEqual([
      expect.objectContaining({ menuItemName: 'Cola 0,33 l', quantity: 2, addings: [], priceFinal: 7.8 }),
    ]);
    expect(res.body.content[0]).toMatchObject({
      itemsCount: 2,
      grossAmount: 7.8,
      paymentMethod: 'CARD',
      tableNumber: 3,
      orderType: 'DINE_IN',
    });
  });

  it('filters by status given repeatedly or as a comma list', async () => {
    expect(numbers(await api.list({ ...inMarch, status: 'APPROVED' }).expect(200))).toEqual([fixture.D.orderNumber]);
    const repeated = await api.list({ ...inMarch, status: ['APPROVED', 'IN_PROGRESS'] }).expect(200);
    const comma = await api.list({ ...inMarch, status: 'approved,IN_PROGRESS' }).expect(200);
    expect(repeated.body.totalElements).toBe(5);
    expect(numbers(comma)).toEqual(numbers(repeated));
    expect((await api.list({ ...inMarch, status: 'COMPLETED' }).expect(200)).body.totalElements).toBe(0);
  });

  it('filters by order type and by tables, "none" meaning orders without a table', async () => {
    expect(numbers(await api.list({ ...inMarch, type: 'DELIVERY' }))).toEqual([fixture.E.orderNumber]);
    expect(numbers(await api.list({ ...inMarch, type: 'TAKEAWAY,DELIVERY' }))).toEqual([fixture.C.orderNumber, fixture.E.orderNumber]);
    expect(numbers(await api.list({ ...inMarch, table: ['2', '3'] }))).toEqual([fixture.A, fixture.B, fixture.D].map((o) => o.orderNumber));
    expect(numbers(await api.list({ ...inMarch, table: 'none' }))).toEqual([fixture.C.orderNumber, fixture.E.orderNumber]);
    expect(numbers(await api.list({ ...inMarch, table: '3,takeaway' }))).toEqual(
      [fixture.B, fixture.C, fixture.E].map((o) => o.orderNumber),
    );
  });

  it('searches by order number or table number', async () => {
    expect(numbers(await api.list({ ...inMarch, q: String(fixture.C.orderNumber) }))).toEqual([fixture.C.orderNumber]);
    expect(numbers(await api.list({ ...inMarch, q: '3' }))).toContain(fixture.B.orderNumber);
    expect(numbers(await api.list({ ...inMarch, q: '2' }))).toEqual(expect.arrayContaining([fixture.A.orderNumber, fixture.D.orderNumber]));
    expect((await api.list({ ...inMarch, q: 'Schnitzel%' }).expect(200)).body.totalElements).toBe(0);
  });

  it('reads "to" as a whole day in Vienna (the default zone) and accepts date-times', async () => {
    // B was submitted at 00:30 on 2 March, Vienna time.
    expect(numbers(await api.list({ from: '2025-03-01', to: '2025-03-01' }))).toEqual([fixture.A.orderNumber]);
    expect(numbers(await api.list({ from: '2025-03-02', to: '2025-03-02' }))).toEqual([fixture.B.orderNumber, fixture.C.orderNumber]);
    expect(numbers(await api.list({ from: '2025-03-04T17:00:00Z' }))).toContain(fixture.E.orderNumber);
    expect(numbers(await api.list({ from: '2025-03-01T00:00:00', to: '2025-03-01T11:00:00+01:00' }))).toEqual([fixture.A.orderNumber]);
  });

  it("reads dates in the restaurant's time zone from app info", async () => {
    const auth = { Authorization: `Bearer ${api.jwt}` };
    await t.http.put('/api/admin/app-info').set(auth).send({ timezone: 'America/New_York' }).expect(200);
    try {
      // In New York B (23:30 UTC) is still 1 March, 18:30; C (12:00 UTC on 2 March) is 07:00 there.
      expect(numbers(await api.list({ from: '2025-03-01', to: '2025-03-01' }))).toEqual([fixture.A.orderNumber, fixture.B.orderNumber]);
      expect(numbers(await api.list({ from: '2025-03-02', to: '2025-03-02' }))).toEqual([fixture.C.orderNumber]);
      expect(numbers(await api.list({ from: '2025-03-01T18:00:00', to: '2025-03-01T19:00' }))).toEqual([fixture.B.orderNumber]);
    } finally {
      await t.http.put('/api/admin/app-info').set(auth).send({ timezone: null }).expect(200);
    }
  });

  it.each([
    ['status', { status: 'OPEN' }],
    ['type', { type: 'PICKUP' }],
    ['table', { table: 'x1' }],
    ['size', { size: '0' }],
    ['size', { size: '1001' }],
    ['page', { page: '-1' }],
    ['page', { page: 'eins' }],
    ['sort', { sort: 'price,asc' }],
    ['sort', { sort: 'submittedAt,up' }],
    ['from', { from: '2025-13-01' }],
    ['from', { from: 'yesterday' }],
    ['to', { from: '2025-03-05', to: '2025-03-04' }],
    ['q', { q: 'x'.repeat(101) }],
    ['foo', { foo: '1' }],
  ])('answers an invalid %s with 400 and a field error', async (field, query) => {
    const res = await api.list(query).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('shows the detail with items, VAT breakdown and payment method', async () => {
    const { orderId } = await placeOrder(t, {
      table: 5,
      lines: [{ name: 'Rindsgulasch', quantity: 2, extras: ['Speck'] }, { name: 'Zwickl Bier 0,5 l' }],
    });
    const res = await api.detail(orderId).expect(200);
    expect(res.body).toMatchObject({
      orderId,
      status: 'IN_PROGRESS',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
      tableNumber: 5,
      grossAmount: 41,
      itemsCount: 3,
    });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        menuItemName: 'Rindsgulasch',
        quantity: 2,
        addings: ['Speck'],
        unitPrice: 17.9,
        priceFinal: 35.8,
        typeCode: 'FOOD',
        vatCategory: 'FOOD',
      }),
      expect.objectContaining({
        menuItemName: 'Zwickl Bier 0,5 l',
        quantity: 1,
        addings: [],
        unitPrice: 5.2,
        priceFinal: 5.2,
        typeCode: 'DRINKS',
        vatCategory: 'ALCOHOLIC',
      }),
    ]);
    expect(typeof res.body.items[0].orderItemId).toBe('number');
    expect(res.body.taxBreakdown).toEqual([
      { code: 'VAT_10', percent: 10, gross: 35.8, vat: 3.25, net: 32.55 },
      { code: 'VAT_20', percent: 20, gross: 5.2, vat: 0.87, net: 4.33 },
    ]);
  });

  it('counts orders per status for the admin panel', async () => {
    const res = await api.summary().expect(200);
    expect(res.body.counts.APPROVED).toBeGreaterThanOrEqual(1);
    expect(res.body.open).toBe(res.body.counts.IN_PROGRESS + res.body.counts.APPROVED);
    expect((await t.http.get('/api/admin/orders/open-count').set(bearer(api.jwt)).expect(200)).body).toEqual({ count: res.body.open });
  });

  it('answers unknown ids with 404 and malformed ids with 400', async () => {
    for (const res of [
      await api.detail(999999),
      await api.events(999999),
      await api.act(999999, 'approve'),
      await api.patch(999999, { note: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Bestellung nicht gefunden.');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) await api.detail(id).expect(400);
    await api.act('abc', 'cancel').expect(400);
  });

  it('refuses callers without a token (401); kitchen staff may read, approve, complete and collect but not reject, cancel or edit', async () => {
    await t.http.get('/api/admin/orders').expect(401);
    await t.http.get(`/api/admin/orders/${fixture.A.orderId}`).expect(401);
    await t.http.post(`/api/admin/orders/${fixture.A.orderId}/approve`).expect(401);
    await t.http.get('/api/admin/orders').set(bearer('not-a-token')).expect(401);
    const kitchen = await staffWithRoles(t, api.jwt, ['KITCHEN']);
    await t.http.get('/api/admin/orders').set(bearer(kitchen.jwt)).expect(200);
    await t.http.get(`/api/admin/orders/${fixture.A.orderId}`).set(bearer(kitchen.jwt)).expect(200);
    await t.http.post(`/api/admin/orders/${fixture.A.orderId}/reject`).set(bearer(kitchen.jwt)).send({ reason: 'x' }).expect(403);
    await t.http.post(`/api/admin/orders/${fixture.A.orderId}/cancel`).set(bearer(kitchen.jwt)).expect(403);
    await t.http.patch(`/api/admin/orders/${fixture.A.orderId}`).set(bearer(kitchen.jwt)).send({ note: 'x' }).expect(403);
    // Whoever collects a payment may hand over its invoice: not refused for the role (409: A is not paid).
    await t.http.get(`/api/admin/orders/${fixture.A.orderId}/invoice`).set(bearer(kitchen.jwt)).expect(409);
  });

  it('documents every admin order route in the OpenAPI document', async () => {
    const paths = (await t.http.get('/api/docs/json').expect(200)).body.paths;
    expect(Object.keys(paths['/api/admin/orders'])).toEqual(['get']);
    for (const path of ['summary', 'open-count', '{id}/events', '{id}/invoice'])
      expect(paths[`/api/admin/orders/${path}`].get).toBeDefined();
    for (const action of ['approve', 'reject', 'complete', 'pay', 'cancel'])
      expect(paths[`/api/admin/orders/{id}/${action}`].post).toBeDefined();
    expect(paths['/api/admin/orders/{id}']).toHaveProperty('patch');
    expect(paths['/api/admin/orders/{id}/reject'].post.requestBody).toBeDefined();
    expect(paths['/api/admin/orders'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'sort', 'status', 'type', 'table', 'q', 'from', 'to']),
    );
  });
});
