import type { Page } from '../common/api-schema.js';
import type { OrderCountsDto, OrderDetailDto, OrderDto, OrderEventDto } from './dto/order.dto.js';
import { Injectable } from '@nestjs/common';
import { badRequest, type FieldError, notFound } from '../common/api-error.js';
import { parseSort, toPage } from '../common/list-query.js';
import { NO_TABLE, ORDER_SORT_FIELDS, type OrderListQueryDto } from './dto/order-list-query.dto.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { toOrderDetailDto, toOrderDto, toOrderEventDto } from './order.mapper.js';
import type { OrderFilter } from './order-filter.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { OrdersRepository } from './orders.repository.js';
import { ORDER_NOT_FOUND } from './orders.service.js';
import { nextViennaMidnight, parseViennaDateTime } from './vienna-time.js';

/** The back office's read side of orders: lists, detail, timeline, counts. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderEvents: OrderEventsRepository,
  ) {}

  async list(query: OrderListQueryDto): Promise<Page<OrderDto>> {
    const sort = parseSort(query.sort, ORDER_SORT_FIELDS, 'submittedAt');
    const [orders, totalElements] = await this.orders.findPage({ filter: toFilter(query), sort, page: query.page, size: query.size });
    return toPage(orders.map(toOrderDto), totalElements, query);
  }

  async detail(id: number): Promise<OrderDetailDto> {
    const [order] = await this.orders.findWithItems([id]);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderDetailDto(order);
  }

  async events(id: number): Promise<OrderEventDto[]> {
    if (!(await this.orders.exists(id))) throw notFound(ORDER_NOT_FOUND);
    return (await this.orderEvents.ofOrder(id)).map(toOrderEventDto);
  }

  /** Counts per status for the admin panel; `open` = new and approved orders still to serve. */
  async summary(): Promise<OrderCountsDto> {
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of await this.orders.countByStatus()) counts[row.status] = row.count;
    return { counts, open: counts.IN_PROGRESS + counts.APPROVED, total: ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0) };
  }
}

function toFilter(query: OrderListQueryDto): OrderFilter {
  const errors: FieldError[] = [];
  const from = query.from === undefined ? null : parseViennaDateTime(query.from);
  const to = query.to === undefined ? null : parseViennaDateTime(query.to);
  if (query.from !== undefined && !from) errors.push({ field: 'from', message: 'ist kein gültiges Datum' });
  if (query.to !== undefined && !to) errors.push({ field: 'to', message: 'ist kein gültiges Datum' });
  // A date "to" includes that whole day; a date-time "to" includes that instant.
  const before = to ? (to.dateOnly ? nextViennaMidnight(to.instant) : new Date(to.instant.getTime() + 1)) : undefined;
  if (from && before && from.instant >= before) errors.push({ field: 'to', message: 'Bis darf nicht vor Von liegen' });
  if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('. '), errors);
  return {
    statuses: query.status,
    types: query.type,
    tableNumbers: query.table?.filter((t) => t !== NO_TABLE).map(Number),
    withoutTable: query.table?.includes(NO_TABLE),
    q: query.q || undefined,
    from: from?.instant,
    before,
  };
}
