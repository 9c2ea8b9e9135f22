import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

type Status = 'IN_PROGRESS' | 'APPROVED' | 'REJECTED' | 'COMPLETED' | 'CANCELED';
type Action = 'approve' | 'reject' | 'complete' | 'cancel';

/** How to bring a fresh (IN_PROGRESS) order into each status. */
const PATH_TO: Record<Status, Action[]> = {
  IN_PROGRESS: [],
  APPROVED: ['approve'],
  REJECTED: ['reject'],
  COMPLETED: ['approve', 'complete'],
  CANCELED: ['cancel'],
};

/** spec section 4: the status an action leads to from each status; missing = 409. */
const LEGAL: Record<Action, Partial<Record<Status, Status>>> = {
  approve: { IN_PROGRESS: 'APPROVED' },
  reject: { IN_PROGRESS: 'REJECTED', APPROVED: 'REJECTED' },
  complete: { APPROVED: 'COMPLETED' },
  cancel: { IN_PROGRESS: 'CANCELED', APPROVED: 'CANCELED', REJECTED: 'CANCELED' },
};

const STATUSES = Object.keys(PATH_TO) as Status[];
const ACTIONS = Object.keys(LEGAL) as Action[];
const CASES = STATUSES.flatMap((from) => ACTIONS.map((action) => ({ from, action, to: LEGAL[action][from] ?? null })));

/**
 * What the back office may offer on an unpaid order in `status`, in the server's order: the transitions by the table
 * above, paying unless it was rejected or canceled, and edit always.
 */
const offeredIn = (status: Status) =>
  ['approve', 'reject', 'complete', 'pay', 'cancel', 'edit'].filter((action) => {
    if (action === 'edit') return true;
    if (action === 'pay') return status !== 'REJECTED' && status !== 'CANCELED';
    return LEGAL[action as Action][status] !== undefined;
  });

const bodyFor = (action: Action) => (action === 'reject' ? { reason: 'Küche geschlossen' } : undefined);

describe('admin order state machine', () => {
  let t: TestApp;
  let api: AdminOrdersApi;

  /** A fresh order brought into `status`; at `table` 1 unless given (each table's session starts are rate-limited). */
  async function orderIn(status: Status, table = 1): Promise<number> {
    const { orderId } = await placeOrder(t, { table });
    for (const step of PATH_TO[status]) expect((await api.act(orderId, step, bodyFor(step))).status).toBe(200);
    return orderId;
  }

  beforeAll(async () => {
    t = await startTestApp();
    api = await adminOrders(t);
  });
  afterAll(() => t.close());

  it.each(CASES)('$action from $from leads to $to (null = 409)', async ({ from, action, to }) => {
    const id = await orderIn(from);
    const res = await api.act(id, action, bodyFor(action));
    if (to) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ orderId: id, status: to, allowedActions: offeredIn(to) });
      expect(res.body.items.length).toBeGreaterThan(0);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(from);
      expect((await api.detail(id)).body.status).toBe(from);
    }
  });

  it.each(STATUSES)('offers on an order %s the actions its status allows, in the list and the detail', async (status) => {
    const id = await orderIn(status, 2);
    expect((await api.detail(id).expect(200)).body.allowedActions).toEqual(offeredIn(status));
    const listed = (await api.list({ status, size: 1000 }).expect(200)).body.content.find((o: { orderId: number }) => o.orderId === id);
    expect(listed.allowedActions).toEqual(offeredIn(status));
  });

  it('completing means served: the order stays unpaid until a payment is recorded', async () => {
    const id = await orderIn('APPROVED');
    const res = await api.act(id, 'complete').expect(200);
    expect(res.body).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PENDING', invoiceNumber: null });
  });

  it('stores the trimmed rejection reason and writes it into the event', async () => {
    const id = await orderIn('APPROVED');
    const res = await api.act(id, 'reject', { reason: '  Zutat aus  ' }).expect(200);
    expect(res.body.rejectionReason).toBe('Zutat aus');
    const events = (await api.events(id).expect(200)).body;
    expect(events.at(-1)).toMatchObject({ type: 'REJECTED', actorUser: TEST_ADMIN.username });
    expect(events.at(-1).message).toContain('Zutat aus');
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is not text', { reason: 42 }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses a rejection with %s (400) and leaves the order as it was', async (_label, body) => {
    const id = await orderIn('IN_PROGRESS');
    const res = await api.act(id, 'reject', body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    expect((await api.detail(id)).body.status).toBe('IN_PROGRESS');
  });

  it('writes one event per change with the acting user, oldest first', async () => {
    const id = await orderIn('IN_PROGRESS');
    await api.act(id, 'approve').expect(200);
    await api.act(id, 'complete').expect(200);
    const events = (await api.events(id).expect(200)).body;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['CREATED', 'APPROVED', 'COMPLETED']);
    expect(events.map((e: { actorUser: string | null }) => e.actorUser)).toEqual([null, 'admin', 'admin']);
    expect(events[0].seq).toBeLessThan(events[1].seq);
    for (const e of events) expect(Number.isNaN(Date.parse(e.createdAt))).toBe(false);
  });

  it('lets exactly one of two simultaneous approvals win', async () => {
    const id = await orderIn('IN_PROGRESS');
    const results = await Promise.all([api.act(id, 'approve'), api.act(id, 'approve')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = (await api.events(id)).body.filter((e: { type: string }) => e.type === 'APPROVED');
    expect(events).toHaveLength(1);
  });

  it('lets only one of a simultaneous complete and cancel win', async () => {
    const id = await orderIn('APPROVED');
    const results = await Promise.all([api.act(id, 'complete'), api.act(id, 'cancel')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = (await api.detail(id)).body.status;
    expect(['COMPLETED', 'CANCELED']).toContain(final);
    expect(results.find((r) => r.status === 200)!.body.status).toBe(final);
  });
});
