import type { Page } from '../common/api-schema.js';
import type { OrderCountsDto, OrderDetailDto, OrderDto, OrderEventDto } from './dto/order.dto.js';
import { Injectable } from '@nestjs/common';
import { badRequest, type FieldError, notFound } from '../common/api-error.js';
import { parseSort, toPage } from '../common/list-query.js';
import { nextLocalMidnight, parseLocalDateTime } from '../common/time-zone.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import { NO_TABLE, ORDER_SORT_FIELDS, type OrderListQueryDto } from './dto/order-list-query.dto.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { toOrderDetailDto, toOrderDto, toOrderEventDto } from './order.mapper.js';
import type { OrderFilter } from './order-filter.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { OrdersRepository } from './orders.repository.js';
import { ORDER_NOT_FOUND } from './orders.service.js';

/** The back office's read side of orders: lists, detail, timeline, counts. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderEvents: OrderEventsRepository,
    private readonly appInfo: AppInfoService,
  ) {}

  async list(query: OrderListQueryDto): Promise<Page<OrderDto>> {
    const sort = parseSort(query.sort, ORDER_SORT_FIELDS, 'submittedAt');
    const filter = { ...toFilter(query), ...(await this.dateBounds(query)) };
    const [orders, totalElements] = await this.orders.findPage({ filter, sort, page: query.page, size: query.size });
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

  /** The query's date range in the restaurant's time zone (read only when the query has dates). */
  private async dateBounds(query: OrderListQueryDto): Promise<Pick<OrderFilter, 'from' | 'before'>> {
    if (query.from === undefined && query.to === undefined) return {};
    return dateBoundsIn(await this.appInfo.timeZone(), query);
  }

  /** Counts per status for the admin panel; `open` = new and approved orders still to serve. */
  async summary(): Promise<OrderCountsDto> {
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of await this.orders.countByStatus()) counts[row.status] = row.count;
    return { counts, open: counts.IN_PROGRESS + counts.APPROVED, total: ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0) };
  }
}

function toFilter(query: OrderListQueryDto): OrderFilter {
  return {
    statuses: query.status,
    paymentStatus: query.paymentStatus,
    types: query.type,
    tableNumbers: query.table?.filter((t) => t !== NO_TABLE).map(Number),
    withoutTable: query.table?.includes(NO_TABLE),
    q: query.q || undefined,
  };
}

/** `from` and `to` as instants: a date is a whole day, a date-time without offset a wall time, in `zone`. */
function dateBoundsIn(zone: string, query: Pick<OrderListQueryDto, 'from' | 'to'>): Pick<OrderFilter, 'from' | 'before'> {
  const errors: FieldError[] = [];
  const from = query.from === undefined ? null : parseLocalDateTime(query.from, zone);
  const to = query.to === undefined ? null : parseLocalDateTime(query.to, zone);
  if (query.from !== undefined && !from) errors.push({ field: 'from', message: 'ist kein gültiges Datum' });
  if (query.to !== undefined && !to) errors.push({ field: 'to', message: 'ist kein gültiges Datum' });
  // A date "to" includes that whole day; a date-time "to" includes that instant.
  const before = to ? (to.dateOnly ? nextLocalMidnight(to.instant, zone) : new Date(to.instant.getTime() + 1)) : undefined;
  if (from && before && from.instant >= before) errors.push({ field: 'to', message: 'Bis darf nicht vor Von liegen' });
  if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('. '), errors);
  return { from: from?.instant, before };
}
