import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { PageRequest, SortOrder } from '../common/list-query.js';
import type { OrderSortField } from './dto/order-list-query.dto.js';
import { OrderEvent } from './order-event.entity.js';
import type { OrderEventPart } from './order-event-text.js';
import { guestOrderIdsSql } from './order-audience.js';
import { applyOrderFilter, type OrderFilter } from './order-filter.js';
import { OrderItemPreparation } from './order-item-preparation.entity.js';
import { OrderItem } from './order-item.entity.js';
import type { OrderStatus } from './order-status.js';
import { Order } from './order.entity.js';

type PlacedOrderValues = Pick<
  Order,
  | 'sessionId'
  | 'tableBasketId'
  | 'tableId'
  | 'tableNumber'
  | 'status'
  | 'orderType'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'grossCents'
  | 'itemsCount'
  | 'idempotencyKey'
  | 'idempotencyFingerprint'
  | 'enteredBy'
  | 'submittedAt'
>;

interface PlacedRow {
  id: number;
  order_number: number;
  created_at: Date;
  updated_at: Date;
  items: Array<{ id: number; position: number }>;
  seq: string;
  message: string;
  parts: OrderEventPart[];
  event_created_at: Date;
}

// The event's message may name the number the order gets from its sequence default.
const INSERT_PLACED_SQL = `
  WITH placed AS (
    INSERT INTO orders (session_id, table_id, table_number, status, order_type, payment_method, payment_status, gross_cents,
      items_count, idempotency_key, idempotency_fingerprint, submitted_at, table_basket_id, entered_by)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $16, $17)
    RETURNING id, order_number, created_at, updated_at
  ), items AS (
    INSERT INTO order_items (order_id, menu_item_id, menu_item_name, type_code, vat_rate, vat_category, is_drink, quantity,
      unit_price_cents, price_final_cents, extras, allergens, note, position, guest_session_id, guest_name, category_id, course)
    SELECT placed.id, i.menu_item_id, i.menu_item_name, i.type_code, i.vat_rate, i.vat_category, i.is_drink, i.quantity,
      i.unit_price_cents, i.price_final_cents, i.extras, i.allergens, i.note, i.position, i.guest_session_id, i.guest_name,
      i.category_id, i.course
    FROM placed, jsonb_to_recordset($13::jsonb) AS i(menu_item_id int, menu_item_name text, type_code text, vat_rate text,
      vat_category text, is_drink boolean, quantity int, unit_price_cents int, price_final_cents int, extras jsonb,
      allergens text[], note text, position int, guest_session_id uuid, guest_name text, category_id int, course text)
    RETURNING id, position
  ), event AS (
    INSERT INTO order_events (order_id, session_id, type, message, actor_user, parts)
    SELECT id, $1, $14, replace($15, '{orderNumber}', order_number::text), $17,
      jsonb_build_array(jsonb_build_object('code', 'created', 'params', jsonb_build_object('orderNumber', order_number)))
    FROM placed
    RETURNING seq, message, parts, created_at
  )
  SELECT placed.id, placed.order_number, placed.created_at, placed.updated_at,
    (SELECT json_agg(json_build_object('id', items.id, 'position', items.position)) FROM items) AS items,
    event.seq, event.message, event.parts, event.created_at AS event_created_at
  FROM placed, event`;

function toItemColumns(item: Omit<OrderItem, 'id' | 'orderId' | 'order' | 'position' | 'preparation'>) {
  return {
    menu_item_id: item.menuItemId,
    menu_item_name: item.menuItemName,
    type_code: item.typeCode,
    vat_rate: item.vatRate,
    vat_category: item.vatCategory,
    is_drink: item.isDrink,
    quantity: item.quantity,
    unit_price_cents: item.unitPriceCents,
    price_final_cents: item.priceFinalCents,
    extras: item.extras,
    allergens: item.allergens,
    note: item.note,
    guest_session_id: item.guestSessionId,
    guest_name: item.guestName,
    category_id: item.categoryId,
    course: item.course,
  };
}

interface OrderPageRequest extends PageRequest {
  filter: OrderFilter;
  sort: SortOrder<OrderSortField>;
}

const SORT_COLUMNS: Record<OrderSortField, keyof Order> = {
  submittedAt: 'submittedAt',
  orderNumber: 'orderNumber',
  grossAmount: 'grossCents',
  updatedAt: 'updatedAt',
  createdAt: 'createdAt',
  tableNumber: 'tableNumber',
  status: 'status',
};

/** The one nullable sort column: orders without a table come last either way. */
const NULLABLE_SORT_FIELDS: ReadonlySet<OrderSortField> = new Set(['tableNumber']);

/**
 * A list's total is counted exactly up to this many orders past the page's first; beyond, it answers one more
 * than that ("more"), so counting costs the same at 10k and 100k orders and react-admin can still page on.
 */
export const COUNT_AHEAD = 1000;

/**
 * The queries over orders and their items (an order is always loaded with its items here); the event log has its
 * own repository, but an order's first event is written with the order (insertPlaced).
 */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPage({ filter, sort, page, size }: OrderPageRequest): Promise<[Order[], number]> {
    const direction = sort.descending ? 'DESC' : 'ASC';
    // NULLS LAST only where there can be NULLs: on a NOT NULL column it would keep the index from giving the order.
    const nulls = NULLABLE_SORT_FIELDS.has(sort.field) ? 'NULLS LAST' : undefined;
    const orders = await applyOrderFilter(this.dataSource.manager.createQueryBuilder(Order, 'o'), filter)
      .orderBy(`o.${SORT_COLUMNS[sort.field]}`, direction, nulls)
      .addOrderBy('o.id', direction)
      .offset(page * size)
      .limit(size)
      .getMany();
    // A page that is not full (and not past the end) tells the total by itself.
    const partial = orders.length < size && (orders.length > 0 || page === 0);
    const total = partial ? page * size + orders.length : await this.countUpTo(filter, page * size + COUNT_AHEAD + 1);
    return [await this.withItems(orders), total];
  }

  /** How many orders match the filter, counting at most `limit`. */
  private async countUpTo(filter: OrderFilter, limit: number): Promise<number> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .from((sub) => applyOrderFilter(sub.subQuery().select('1').from(Order, 'o'), filter).limit(limit), 'matching')
      .getRawOne<{ count: number | string }>();
    return Number(row?.count ?? 0);
  }

  /** The orders with these ids (in no particular order), each with its items. */
  async findWithItems(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Order[]> {
    return ids.length ? this.withItems(await manager.findBy(Order, { id: In(ids) }), manager) : [];
  }

  /** The orders the guest session may read (order-audience.ts), newest first, each with its items. */
  async ofSession(sessionId: string, take: number): Promise<Order[]> {
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM (${guestOrderIdsSql('$1')}) ids ORDER BY id DESC LIMIT $2`,
      [sessionId, take],
    );
    if (!rows.length) return [];
    return this.withItems(await this.dataSource.manager.find(Order, { where: { id: In(rows.map((r) => r.id)) }, order: { id: 'DESC' } }));
  }

  async findOfSession(sessionId: string, id: number): Promise<Order | null> {
    const [row] = await this.dataSource.query<Array<{ id: number }>>(`SELECT id FROM (${guestOrderIdsSql('$1')}) ids WHERE id = $2`, [
      sessionId,
      id,
    ]);
    return row ? this.dataSource.manager.findOneBy(Order, { id: row.id }) : null;
  }

  findPlacedBy(sessionId: string, id: number): Promise<Order | null> {
    return this.dataSource.manager.findOneBy(Order, { id, sessionId });
  }

  findByIdempotencyKey(manager: EntityManager, sessionId: string, idempotencyKey: string): Promise<Order | null> {
    return manager.findOneBy(Order, { sessionId, idempotencyKey });
  }

  /**
   * The guests' orders not yet approved (staff-entered ones aside) of a session and at its table. Takes the table's
   * row lock first, so concurrent checkouts at one table count one after the other.
   */
  async countOpenGuestOrders(
    manager: EntityManager,
    sessionId: string,
    tableId: number | null,
  ): Promise<{ ofSession: number; ofTable: number }> {
    if (tableId !== null) await manager.query('SELECT id FROM dining_tables WHERE id = $1 FOR UPDATE', [tableId]);
    const [row] = await manager.query<Array<{ of_session: number; of_table: number }>>(
      `SELECT count(*) FILTER (WHERE session_id = $1)::int AS of_session, count(*) FILTER (WHERE table_id = $2)::int AS of_table
       FROM orders WHERE status = 'IN_PROGRESS' AND entered_by IS NULL AND (session_id = $1 OR table_id = $2)`,
      [sessionId, tableId],
    );
    return { ofSession: row.of_session, ofTable: row.of_table };
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(Order, { id });
  }

  async countByStatus(): Promise<Array<{ status: OrderStatus; count: number }>> {
    const rows: Array<{ status: OrderStatus; count: string | number }> = await this.dataSource.manager
      .createQueryBuilder(Order, 'o')
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('o.status')
      .getRawMany();
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** The order row, locked until the transaction ends (PostgreSQL; PGlite runs transactions one at a time). */
  lock(manager: EntityManager, id: number): Promise<Order | null> {
    return manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * A guest's new order, its lines and its first event in one statement (one round trip on the checkout's
   * path instead of three). `eventMessage` may name `{orderNumber}`, which the database assigns.
   */
  async insertPlaced(
    manager: EntityManager,
    values: PlacedOrderValues,
    items: Array<Omit<OrderItem, 'id' | 'orderId' | 'order' | 'position' | 'preparation'>>,
    event: Pick<OrderEvent, 'type' | 'message'>,
  ): Promise<{ order: Order; event: OrderEvent }> {
    const [row] = await manager.query<PlacedRow[]>(INSERT_PLACED_SQL, [
      values.sessionId,
      values.tableId,
      values.tableNumber,
      values.status,
      values.orderType,
      values.paymentMethod,
      values.paymentStatus,
      values.grossCents,
      values.itemsCount,
      values.idempotencyKey,
      values.idempotencyFingerprint,
      values.submittedAt,
      JSON.stringify(items.map((item, position) => ({ ...toItemColumns(item), position }))),
      event.type,
      event.message,
      values.tableBasketId,
      values.enteredBy,
    ]);
    const itemIds = new Map(row.items.map((item) => [item.position, item.id]));
    const order = Object.assign(new Order(), values, {
      id: row.id,
      orderNumber: row.order_number,
      note: null,
      rejectionReason: null,
      invoiceNumber: null,
      invoicedAt: null,
      invoiceRecipientName: null,
      invoiceRecipientAddress: null,
      invoiceRecipientUid: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
    order.items = items.map((item, position) =>
      Object.assign(new OrderItem(), item, { id: itemIds.get(position)!, orderId: row.id, position }),
    );
    const created = Object.assign(new OrderEvent(), {
      seq: Number(row.seq),
      orderId: row.id,
      sessionId: values.sessionId,
      type: event.type,
      message: row.message,
      parts: row.parts,
      // A staff member who entered the order for the guests is its first event's actor.
      actorUser: values.enteredBy,
      createdAt: row.event_created_at,
    });
    return { order, event: created };
  }

  async update(manager: EntityManager, id: number, changes: Partial<Order>): Promise<void> {
    await manager.update(Order, { id }, changes);
  }

  /** Sets a line's quantity (and its total), or deletes it at 0, and keeps the order's total and piece count with it. */
  async setLineQuantity(manager: EntityManager, item: OrderItem, quantity: number): Promise<void> {
    const delta = quantity - item.quantity;
    if (quantity === 0) await manager.delete(OrderItem, { id: item.id });
    else await manager.update(OrderItem, { id: item.id }, { quantity, priceFinalCents: item.unitPriceCents * quantity });
    await manager.query(
      'UPDATE orders SET gross_cents = gross_cents + $1, items_count = items_count + $2, updated_at = now() WHERE id = $3',
      [item.unitPriceCents * delta, delta, item.orderId],
    );
  }

  /** Whether any payment (standing or reversed) names lines of the order: its lines are then as they were paid. */
  async hasPaymentLines(manager: EntityManager, orderId: number): Promise<boolean> {
    const [row] = await manager.query<Array<{ paid: boolean }>>('SELECT EXISTS (SELECT 1 FROM payment_items WHERE order_id = $1) AS paid', [
      orderId,
    ]);
    return row.paid;
  }

  /** Plain SQL: issuing an invoice is not an edit of the order, so updated_at stays as it was. */
  async setInvoiceNumber(manager: EntityManager, id: number, invoiceNumber: string): Promise<void> {
    await manager.query('UPDATE orders SET invoice_number = $1, invoiced_at = now() WHERE id = $2', [invoiceNumber, id]);
  }

  /**
   * The invoice numbers of the standing payments over a table's bill that paid a part of the order (the payments
   * module's tables, read here so that cancelling an order can refuse while parts of it are paid).
   */
  async partsPaidAtTable(manager: EntityManager, orderId: number): Promise<string[]> {
    const rows = await manager.query<Array<{ invoice_number: string }>>(
      `SELECT DISTINCT p.id, p.invoice_number FROM payments p JOIN payment_items i ON i.payment_id = p.id
       WHERE i.order_id = $1 AND p.order_id IS NULL AND p.kind = 'PAYMENT' AND p.reversed_at IS NULL ORDER BY p.id`,
      [orderId],
    );
    return rows.map((r) => r.invoice_number);
  }

  /** Locks the orders' rows (in id order, as every locker of several orders does) until the transaction ends. */
  async lockMany(manager: EntityManager, ids: number[]): Promise<Order[]> {
    if (!ids.length) return [];
    return manager.find(Order, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** Loads the items of all given orders, with their states at the stations (a query each). */
  private async withItems(orders: Order[], manager: EntityManager = this.dataSource.manager): Promise<Order[]> {
    if (orders.length === 0) return orders;
    const items = await manager.find(OrderItem, {
      where: { orderId: In(orders.map((o) => o.id)) },
      order: { orderId: 'ASC', position: 'ASC' },
    });
    const preparations = await manager.find(OrderItemPreparation, {
      where: { orderId: In(orders.map((o) => o.id)) },
      order: { stationId: 'ASC' },
    });
    const preparationsByItem = new Map<number, OrderItemPreparation[]>();
    for (const p of preparations) preparationsByItem.set(p.orderItemId, [...(preparationsByItem.get(p.orderItemId) ?? []), p]);
    const byOrder = new Map(orders.map((o) => [o.id, [] as OrderItem[]]));
    for (const item of items) {
      item.preparation = preparationsByItem.get(item.id) ?? [];
      byOrder.get(item.orderId)!.push(item);
    }
    for (const order of orders) order.items = byOrder.get(order.id)!;
    return orders;
  }
}
