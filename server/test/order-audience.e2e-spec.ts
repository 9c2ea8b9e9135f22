import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { audienceOf, canSee, type OrderViewer, sessionViewer, visibleToSql } from '../src/orders/order-audience.js';
import { toOrderDto } from '../src/orders/order.mapper.js';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { SessionsService } from '../src/sessions/sessions.service.js';
import { asGuest, type GuestSessionInfo, menuItemsByName, startTableSession, startTakeawaySession } from './support/guest.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type OrderName =
  | 'own'
  | 'sharedBefore'
  | 'sharedAfter'
  | 'sharedSameMillisecond'
  | 'sharedMillisecondBefore'
  | 'privateOfOther'
  | 'otherTable'
  | 'takeaway';
type ViewerName = 'guestAtTable' | 'takeawayGuest' | 'guestAtOtherTable' | 'staff';

/** Who may see which order: the one rule (orders/order-audience.ts), as a table of cases. */
const CASES: Array<{ viewer: ViewerName; order: OrderName; sees: boolean; why: string }> = [
  { viewer: 'guestAtTable', order: 'own', sees: true, why: 'an order the guest sent' },
  { viewer: 'guestAtTable', order: 'sharedAfter', sees: true, why: "the table's shared order, sent after the guest sat down" },
  { viewer: 'guestAtTable', order: 'sharedBefore', sees: false, why: "the table's shared order, sent before the guest sat down" },
  {
    viewer: 'guestAtTable',
    order: 'sharedSameMillisecond',
    sees: true,
    why: 'a shared order in the millisecond the guest sat down (microseconds earlier)',
  },
  { viewer: 'guestAtTable', order: 'sharedMillisecondBefore', sees: false, why: 'a shared order a millisecond before the guest sat down' },
  { viewer: 'guestAtTable', order: 'privateOfOther', sees: false, why: 'a private order of another guest at the table' },
  { viewer: 'guestAtTable', order: 'otherTable', sees: false, why: "another table's shared order" },
  { viewer: 'guestAtTable', order: 'takeaway', sees: false, why: "a takeaway guest's order" },
  { viewer: 'takeawayGuest', order: 'takeaway', sees: true, why: 'the takeaway guest’s own order' },
  { viewer: 'takeawayGuest', order: 'sharedAfter', sees: false, why: 'a takeaway guest sits at no table' },
  { viewer: 'takeawayGuest', order: 'own', sees: false, why: "another guest's order" },
  { viewer: 'guestAtOtherTable', order: 'otherTable', sees: true, why: 'an order the guest sent from their shared basket' },
  { viewer: 'guestAtOtherTable', order: 'sharedAfter', sees: false, why: "another table's shared order" },
  ...(['own', 'sharedBefore', 'sharedAfter', 'privateOfOther', 'otherTable', 'takeaway'] as const).map((order) => ({
    viewer: 'staff' as const,
    order,
    sees: true,
    why: 'staff see every order',
  })),
];

/**
 * The rule of which orders a guest may see has two forms: TypeScript for the live feed's events, SQL for the
 * guest's reads and the replay. Both must say the same for every case.
 */
describe('which orders a reader may see: the TypeScript and the SQL form agree', () => {
  let t: TestApp;
  let dataSource: DataSource;
  const orders = {} as Record<OrderName, number>;
  const sessions = {} as Record<Exclude<ViewerName, 'staff'>, GuestSessionInfo>;
  let menuItemId: number;

  async function order(guest: GuestSessionInfo): Promise<number> {
    await asGuest(t, guest).add({ menuItemId, quantity: 1, addingIds: [] }).expect(201);
    return (await asGuest(t, guest).checkout().expect(201)).body.orderId;
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
    menuItemId = (await menuItemsByName(t)).get('Rindsgulasch')!.menuItemId;
    const neighbour = await startTableSession(t, 1, { shared: true });
    orders.sharedBefore = await order(neighbour);
    orders.sharedSameMillisecond = await order(neighbour);
    orders.sharedMillisecondBefore = await order(neighbour);
    await pause();
    sessions.guestAtTable = await startTableSession(t, 1, { shared: true });
    await pause();
    orders.sharedAfter = await order(neighbour);
    orders.own = await order(sessions.guestAtTable);
    orders.privateOfOther = await order(await startTableSession(t, 1));
    sessions.guestAtOtherTable = await startTableSession(t, 2, { shared: true });
    orders.otherTable = await order(sessions.guestAtOtherTable);
    sessions.takeawayGuest = await startTakeawaySession(t);
    orders.takeaway = await order(sessions.takeawayGuest);
    // The database keeps microseconds, TypeScript milliseconds: the guest sat down 600 µs into a millisecond, and two
    // shared orders are moved next to that moment, one within the same millisecond, one in the millisecond before.
    await dataSource.query(
      `UPDATE guest_sessions SET created_at = date_trunc('milliseconds', created_at) + interval '600 microseconds' WHERE id = $1`,
      [sessions.guestAtTable.sessionId],
    );
    const sat = `(SELECT date_trunc('milliseconds', created_at) FROM guest_sessions WHERE id = $1)`;
    await dataSource.query(`UPDATE orders SET created_at = ${sat} + interval '200 microseconds' WHERE id = $2`, [
      sessions.guestAtTable.sessionId,
      orders.sharedSameMillisecond,
    ]);
    await dataSource.query(`UPDATE orders SET created_at = ${sat} - interval '100 microseconds' WHERE id = $2`, [
      sessions.guestAtTable.sessionId,
      orders.sharedMillisecondBefore,
    ]);
  });
  afterAll(() => t.close());

  /** The viewer as the live handshake builds it, from the session row. */
  async function viewer(name: ViewerName): Promise<OrderViewer> {
    if (name === 'staff') return { kind: 'staff' };
    const session = await t.app.get(SessionsService).touchActive(sessions[name].sessionId);
    return sessionViewer(session!);
  }

  /** The TypeScript form, on the order as the live feed publishes it. */
  async function seenInTypeScript(reader: OrderViewer, orderId: number): Promise<boolean> {
    const [found] = await t.app.get(OrdersRepository).findWithItems([orderId]);
    return canSee(reader, { ...audienceOf(found), order: toOrderDto(found) });
  }

  /** The SQL form, as the guest's reads and the replay use it. */
  async function seenInSql(reader: OrderViewer, orderId: number): Promise<boolean> {
    // Staff's form binds no session.
    const params = reader.kind === 'session' ? [orderId, reader.sessionId] : [orderId];
    const rows = await dataSource.query(`SELECT o.id FROM orders o WHERE o.id = $1 AND ${visibleToSql(reader, 'o.id', '$2')}`, params);
    return rows.length === 1;
  }

  it.each(CASES)('$viewer / $order: $why', async ({ viewer: viewerName, order: orderName, sees }) => {
    const reader = await viewer(viewerName);
    const orderId = orders[orderName];
    expect({ typeScript: await seenInTypeScript(reader, orderId), sql: await seenInSql(reader, orderId) }).toEqual({
      typeScript: sees,
      sql: sees,
    });
  });

  it('lists over HTTP exactly the orders the rule lets the guest see', async () => {
    const listed = (await asGuest(t, sessions.guestAtTable).orders().expect(200)).body.map((o: { orderId: number }) => o.orderId);
    const expected = CASES.filter((c) => c.viewer === 'guestAtTable' && c.sees).map((c) => orders[c.order]);
    expect([...listed].sort()).toEqual([...expected].sort());
  });
});
