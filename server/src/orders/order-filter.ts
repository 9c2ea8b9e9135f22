import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { containing } from '../common/list-query.js';
import type { OrderStatus, OrderType, PaymentStatus } from './order-status.js';
import type { Order } from './order.entity.js';

export interface OrderFilter {
  statuses?: OrderStatus[];
  paymentStatus?: PaymentStatus;
  types?: OrderType[];
  tableNumbers?: number[];
  /** Orders without a table (takeaway, delivery). */
  withoutTable?: boolean;
  q?: string;
  from?: Date;
  /** Exclusive end. */
  before?: Date;
}

/** Narrows a query over orders (alias `o`) to the back office's filter. */
export function applyOrderFilter(query: SelectQueryBuilder<Order>, filter: OrderFilter): SelectQueryBuilder<Order> {
  if (filter.statuses?.length) query.andWhere('o.status IN (:...statuses)', { statuses: filter.statuses });
  if (filter.paymentStatus) query.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filter.paymentStatus });
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
  return query;
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
