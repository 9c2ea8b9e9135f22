import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin order edit (PATCH)', () => {
  let t: TestApp;
  let api: AdminOrdersApi;

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
  });
  afterAll(() => t.close());

  const eventsOf = async (id: number) =>
    (await api.events(id).expect(200)).body as Array<{ type: string; message: string; parts: unknown; actorUser: string }>;

  it('changes note and (before payment) payment method and logs each with the acting user', async () => {
    const { orderId } = await placeOrder(t);
    const before = (await api.detail(orderId)).body;
    const res = await api.patch(orderId, { note: '  ohne Zwiebel ', paymentMethod: 'CARD' }).expect(200);
    expect(res.body).toMatchObject({
      orderId,
      note: 'ohne Zwiebel',
      paymentMethod: 'CARD',
      paymentStatus: 'PENDING',
      status: 'IN_PROGRESS',
    });
    expect(res.body.items).toHaveLength(1);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const events = await eventsOf(orderId);
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'EDITED', 'PAYMENT_CHANGED']);
    expect(events[1]).toMatchObject({ actorUser: 'admin', message: 'Notiz: ohne Zwiebel' });
    expect(events[2].message).toBe('Zahlungsart: Bar → Karte');
    // The same as codes with values, for the back office to say in the reader's language.
    expect(events.map((e) => e.parts)).toEqual([
      [{ code: 'created', params: { orderNumber: res.body.orderNumber } }],
      [{ code: 'note_set', params: { note: 'ohne Zwiebel' } }],
      [{ code: 'payment_method', params: { from: 'CASH', to: 'CARD' } }],
    ]);
  });

  it('clears the note with an empty text or null', async () => {
    const { orderId } = await placeOrder(t);
    await api.patch(orderId, { note: 'x' }).expect(200);
    expect((await api.patch(orderId, { note: '' }).expect(200)).body.note).toBeNull();
    await api.patch(orderId, { note: 'y' }).expect(200);
    expect((await api.patch(orderId, { note: null }).expect(200)).body.note).toBeNull();
  });

  it('writes no event when nothing changes', async () => {
    const { orderId } = await placeOrder(t);
    await api.patch(orderId, { paymentMethod: 'CASH', paymentStatus: 'PENDING' }).expect(200);
    await api.patch(orderId, {}).expect(200);
    expect((await eventsOf(orderId)).map((e) => e.type)).toEqual(['CREATED']);
  });

  it('is possible in every status, also after completion', async () => {
    const { orderId } = await placeOrder(t);
    await api.act(orderId, 'approve').expect(200);
    await api.act(orderId, 'complete').expect(200);
    expect((await api.patch(orderId, { note: 'Trinkgeld 2 €' }).expect(200)).body).toMatchObject({
      status: 'COMPLETED',
      note: 'Trinkgeld 2 €',
    });
  });

  it.each([
    ['status', { status: 'COMPLETED' }],
    ['grossAmount', { grossAmount: 0 }],
    ['items', { items: [] }],
    ['tableNumber', { tableNumber: 9 }],
    ['invoiceNumber', { invoiceNumber: 'RE-99' }],
    ['paymentMethod', { paymentMethod: 'BITCOIN' }],
    ['paymentStatus', { paymentStatus: 'REPAID' }],
    ['note', { note: 42 }],
    ['note', { note: 'x'.repeat(1001) }],
  ])('refuses %s (400) and changes nothing', async (field, body) => {
    const { orderId } = await placeOrder(t);
    const res = await api.patch(orderId, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await api.detail(orderId)).body).toMatchObject({
      status: 'IN_PROGRESS',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
      note: null,
    });
  });
});
