import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { containing, type PageRequest, type SortOrder } from '../common/list-query.js';
import type { OrderSortField } from './dto/order-list-query.dto.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderItem } from './order-item.entity.js';
import type { OrderStatus, OrderType } from './order-status.js';
import { Order } from './order.entity.js';

export interface OrderFilter {
  statuses?: OrderStatus[];
  types?: OrderType[];
  tableNumbers?: number[];
  /** Orders without a table (takeaway, delivery). */
  withoutTable?: boolean;
  q?: string;
  from?: Date;
  /** Exclusive end. */
  before?: Date;
}

export interface OrderPageRequest extends PageRequest {
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

/** The queries behind the back-office order views. */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPage(request: OrderPageRequest): Promise<[Order[], number]> {
    const query = this.dataSource.manager.createQueryBuilder(Order, 'o');
    applyFilter(query, request.filter);
    const direction = request.sort.descending ? 'DESC' : 'ASC';
    const [orders, total] = await query
      .orderBy(`o.${SORT_COLUMNS[request.sort.field]}`, direction, 'NULLS LAST')
      .addOrderBy('o.id', direction)
      .offset(request.page * request.size)
      .limit(request.size)
      .getManyAndCount();
    await this.attachItems(orders);
    return [orders, total];
  }

  /** Loads the items of all given orders in one query. */
  async attachItems(orders: Order[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (orders.length === 0) return;
    const items = await manager.find(OrderItem, {
      where: { orderId: In(orders.map((o) => o.id)) },
      order: { orderId: 'ASC', position: 'ASC' },
    });
    const byOrder = new Map(orders.map((o) => [o.id, [] as OrderItem[]]));
    for (const item of items) byOrder.get(item.orderId)!.push(item);
    for (const order of orders) order.items = byOrder.get(order.id)!;
  }

  async findWithItems(id: number): Promise<Order | null> {
    const order = await this.dataSource.manager.findOneBy(Order, { id });
    if (order) await this.attachItems([order]);
    return order;
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(Order, { id });
  }

  eventsOf(orderId: number): Promise<OrderEvent[]> {
    return this.dataSource.manager.find(OrderEvent, { where: { orderId }, order: { seq: 'ASC' } });
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
  static lockOrder(manager: EntityManager, id: number): Promise<Order | null> {
    return manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}

function applyFilter(query: SelectQueryBuilder<Order>, filter: OrderFilter): void {
  if (filter.statuses?.length) query.andWhere('o.status IN (:...statuses)', { statuses: filter.statuses });
  if (filter.types?.length) query.andWhere('o.orderType IN (:...types)', { types: filter.types });
  if (filter.tableNumbers?.length || filter.withoutTable) {
    query.andWhere(
      new Brackets((tables) => {
        if (filter.tableNumbers?.length) tables.orWhere('o.tableNumber IN (:...tableNumbers)', { tableNumbers: filter.tableNumbers });
        if (filter.withoutTable) tables.orWhere('o.tableNumber IS NULL');
      }),
    );
  }
  if (filter.q) applySearch(query, filter.q);
  if (filter.from) query.andWhere('o.submittedAt >= :from', { from: filter.from });
  if (filter.before) query.andWhere('o.submittedAt < :before', { before: filter.before });
}

/** Digits match an order number (prefix) or a table number (exactly); any text matches an invoice number. */
function applySearch(query: SelectQueryBuilder<Order>, q: string): void {
  query.andWhere(
    new Brackets((search) => {
      search.where('o.invoiceNumber ILIKE :qContains', { qContains: containing(q) });
      const digits = /^#?(\d{1,9})$/.exec(q)?.[1];
      if (digits) {
        search.orWhere('CAST(o.orderNumber AS varchar) LIKE :qPrefix', { qPrefix: `${digits}%` });
        search.orWhere('o.tableNumber = :qNumber', { qNumber: Number(digits) });
      }
    }),
  );
}
