import type { Table } from '@tischlein/api-types';
import { useGetList, useTranslate } from 'react-admin';
import type { FilterOption } from './MultiSelectFilter';
import type { Order } from './order.types';

const NO_TABLE = 'none';

/** Table filter options from the tables list, falling back to the tables seen in loaded orders (spec 8). */
export function useTableOptions(orders: Order[] | undefined): FilterOption[] {
  const translate = useTranslate();
  const { data: tables } = useGetList<Table & { id: number }>('tables', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'tableNumber', order: 'ASC' },
  });
  const numbers = new Set<number>((tables ?? []).map((t) => t.tableNumber));
  for (const order of orders ?? []) if (order.tableNumber != null) numbers.add(order.tableNumber);
  return [
    ...[...numbers].sort((a, b) => a - b).map((n) => ({ value: String(n), label: translate('app.order.table', { number: n }) })),
    { value: NO_TABLE, label: translate('app.order.no_table') },
  ];
}
