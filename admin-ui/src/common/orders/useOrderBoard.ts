import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Order } from '../../orders/order.types';
import { applyOrderChange, type BoardKind, OPEN_BOARD } from './orderBoard';

// Live events keep the board; this reload catches what no event told (see docs/live-events.md, Limits).
const SAFETY_REFETCH_MS = 30_000;
const boardQuery = (kind: BoardKind) => ({
  filter: kind.filter,
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'submittedAt', order: 'ASC' as const },
});

// Changes that arrive while the board loads: the answer may have been read before them, so they are applied to it.
const arrivingWhileLoading = new Set<Order[]>();

/**
 * The orders of a board (by default the open ones, for the kitchen screen and the waiter view), oldest first: loaded
 * once, then kept by `apply` for each changed order; `reload` loads it again.
 */
export function useOrderBoard(kind: BoardKind = OPEN_BOARD) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const boardKey = ['orders', 'board', kind.filter];
  const { data, refetch } = useQuery({
    queryKey: boardKey,
    queryFn: async ({ signal }) => {
      const arriving: Order[] = [];
      arrivingWhileLoading.add(arriving);
      try {
        const { data: board } = await dataProvider.getList<Order>('orders', { ...boardQuery(kind), signal });
        return arriving.reduce((changed, order) => applyOrderChange(changed, order, kind), board);
      } finally {
        arrivingWhileLoading.delete(arriving);
      }
    },
    refetchInterval: SAFETY_REFETCH_MS,
  });

  const apply = (order: Order) => {
    arrivingWhileLoading.forEach((arriving) => arriving.push(order));
    queryClient.setQueryData<Order[]>(boardKey, (board) => board && applyOrderChange(board, order, kind));
  };
  // `loaded`: the first answer is in (a screen that beeps for new orders takes what it shows first as known).
  return { orders: data ?? [], loaded: data !== undefined, apply, reload: () => void refetch() };
}
