import type { QueryClient } from '@tanstack/react-query';
import type { Order } from './order.types';

/** A cached page of an order list, and the parameters in its query key (react-admin's getList). */
interface OrderListPage {
  data: Order[];
  total?: number;
}
interface OrderListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
}

/**
 * The page with a changed order in place, or null when only the server can say what the page now holds:
 * a new order, one not on this page (it may move the page's bounds), one that leaves the status filter,
 * a sort an event may change. An event never changes an order's number, type, table or submission time,
 * so the other filters keep it.
 */
export function replaceOnPage(page: OrderListPage, order: Order, params: OrderListParams): OrderListPage | null {
  const index = page.data.findIndex((shown) => shown.id === order.id);
  const statuses = params.filter?.status;
  const keepsStatus = statuses === undefined || (Array.isArray(statuses) && statuses.includes(order.status));
  if (index < 0 || !keepsStatus || params.sort?.field !== 'submittedAt') return null;
  // A later state is already shown (e.g. one's own action's answer came first).
  if (Date.parse(order.updatedAt) < Date.parse(page.data[index].updatedAt)) return page;
  return { ...page, data: [...page.data.slice(0, index), order, ...page.data.slice(index + 1)] };
}

/** Shows a changed order in every cached order list: in place where it fits, otherwise that list loads again. */
export function showInOrderLists(queryClient: QueryClient, order: Order): void {
  for (const [key, page] of queryClient.getQueriesData<OrderListPage>({ queryKey: ['orders', 'getList'] })) {
    // A page being loaded may have been read before the change: load it again rather than patch it.
    const loading = queryClient.getQueryState(key)?.fetchStatus === 'fetching';
    const placed = page && !loading ? replaceOnPage(page, order, key[2] as OrderListParams) : null;
    if (placed) queryClient.setQueryData(key, placed);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
