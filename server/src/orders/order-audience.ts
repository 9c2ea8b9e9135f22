import type { OrderDto } from './dto/order.dto.js';
import type { Order } from './order.entity.js';

/**
 * Which orders a reader may see, written once in its two forms: `canSee` in TypeScript for the live feed's events,
 * `guestOrderIdsSql` in SQL for the guest's HTTP reads and the feed's replay. `order-audience.e2e-spec.ts` runs the
 * same cases through both on a real database.
 *
 * Staff see every order. A guest session sees the orders it placed and, at a table, those another phone sent from
 * the table's shared basket since the guest sat down (`table.since`, when the session began).
 */
export type OrderViewer = { kind: 'staff' } | { kind: 'session'; sessionId: string; table: { tableId: number; since: Date } | null };

/** What a live event carries besides its order, so the feed can tell who may see it without a query. */
export interface OrderAudience {
  /** The session that placed the order (null once it was swept). */
  sessionId: string | null;
  /** Sent from a table's shared basket: the other phones at that table may see it too. */
  sharedAtTable: boolean;
}

/** An order as the rule looks at it: its audience, and of the order its table and creation time. */
type VisibleOrder = OrderAudience & { order: Pick<OrderDto, 'tableId' | 'createdAt'> };

export function audienceOf(order: Pick<Order, 'sessionId' | 'tableBasketId'>): OrderAudience {
  return { sessionId: order.sessionId, sharedAtTable: order.tableBasketId !== null };
}

/** The viewer a guest session is: its table and the time it began come from the session row. */
export function sessionViewer(session: { sessionId: string; tableId: number | null; startedAt: Date }): OrderViewer {
  const { sessionId, tableId, startedAt } = session;
  return { kind: 'session', sessionId, table: tableId === null ? null : { tableId, since: startedAt } };
}

/** The rule in TypeScript, for an event the live feed is about to send. */
export function canSee(viewer: OrderViewer, event: VisibleOrder): boolean {
  if (viewer.kind === 'staff') return true;
  if (event.sessionId !== null && event.sessionId === viewer.sessionId) return true;
  const { table } = viewer;
  if (!event.sharedAtTable || table === null || event.order.tableId !== table.tableId) return false;
  // Both sides in whole milliseconds, as the SQL form compares them (see guestOrderIdsSql).
  return Date.parse(event.order.createdAt) >= table.since.getTime();
}

/**
 * The rule in SQL: the ids of the orders guest session `session` (a parameter placeholder) may see. The session's
 * table and start come from its row. Timestamps are microseconds in the database and milliseconds in TypeScript, so
 * the start is cut to milliseconds: `o.created_at >= trunc(start)` holds exactly when trunc(o.created_at) >=
 * trunc(start), which is what `canSee` compares. Two index scans: orders(session_id) and the table's shared orders
 * (orders_shared_at_table_idx).
 */
export function guestOrderIdsSql(session: string): string {
  return `SELECT o.id FROM orders o WHERE o.session_id = ${session}
  UNION
  SELECT o.id FROM guest_sessions s
    JOIN orders o ON o.table_id = s.table_id AND o.table_basket_id IS NOT NULL
      AND o.created_at >= date_trunc('milliseconds', s.created_at)
  WHERE s.id = ${session}`;
}

/**
 * A condition on the order id `column` for the viewer: none for staff, else the order is one of `guestOrderIdsSql`.
 * `session` is the placeholder the caller binds to the session's id (not used for staff).
 */
export function visibleToSql(viewer: OrderViewer, column: string, session: string): string {
  return viewer.kind === 'staff' ? 'TRUE' : `${column} IN (${guestOrderIdsSql(session)})`;
}

/** The session id a query for the viewer binds (undefined for staff). */
export function sessionOf(viewer: OrderViewer): string | undefined {
  return viewer.kind === 'session' ? viewer.sessionId : undefined;
}
