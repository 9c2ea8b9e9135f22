import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Order } from '../../orders/order.types';
import { applyOrderChange, OPEN_STATUSES } from './orderBoard';

const BOARD_KEY = ['orders', 'board'];
// Live events keep the board; this reload catches what no event told (see docs/live-events.md, Limits).
const SAFETY_REFETCH_MS = 30_000;
const BOARD_QUERY = {
  filter: { status: OPEN_STATUSES },
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'submittedAt', order: 'ASC' as const },
};

// Changes that arrive while the board loads: the answer may have been read before them, so they are applied to it.
const arrivingWhileLoading = new Set<Order[]>();

/** The open orders, oldest first, for the kitchen screen and the waiter view: loaded once, then kept by `apply` for each changed order; `reload` loads it again. */
export function useOrderBoard() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({
    queryKey: BOARD_KEY,
    queryFn: async ({ signal }) => {
      const arriving: Order[] = [];
      arrivingWhileLoading.add(arriving);
      try {
        const { data: board } = await dataProvider.getList<Order>('orders', { ...BOARD_QUERY, signal });
        return arriving.reduce(applyOrderChange, board);
      } finally {
        arrivingWhileLoading.delete(arriving);
      }
    },
    refetchInterval: SAFETY_REFETCH_MS,
  });

  const apply = (order: Order) => {
    arrivingWhileLoading.forEach((arriving) => arriving.push(order));
    queryClient.setQueryData<Order[]>(BOARD_KEY, (board) => board && applyOrderChange(board, order));
  };
  return { orders: data ?? [], apply, reload: () => void refetch() };
}
