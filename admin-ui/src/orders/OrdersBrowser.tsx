import { Alert, Box, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ListBase, Pagination, Title, useListContext, useStore, useTranslate } from 'react-admin';
import { beep, useMuted } from '../common/sound';
import type { LiveOrderEvent } from '../providers/liveFeed';
import { useLiveOrders } from '../providers/useLiveFeed';
import { decodeToken, readToken } from '../providers/token';
import { EmptyOrders } from './EmptyOrders';
import { OrderCard } from './OrderCard';
import { OrderFilterBar } from './OrderFilterBar';
import { OrderTable } from './OrderTable';
import { OrdersToolbar, type OrdersView } from './OrdersToolbar';
import type { Order } from './order.types';
import { dateRangeErrors, sanitizeFilters, toApiFilter, type OrderFilterValues } from './orderFilters';
import { showInOrderLists } from './orderListCache';
import { useOrderActionFlow } from './useOrderActionFlow';
import { useSeen } from '../common/orders/useSeen';
import { useTableOptions } from './useTableOptions';

const PER_PAGE_OPTIONS = [12, 24, 48, 96];
const CUE_MS = 6000;

interface OrdersBrowserProps {
  /** Prefix of everything this screen keeps in the browser (filters, page size, view). */
  storeKey: string;
  title: string;
  defaults: OrderFilterValues;
  sortOrder: 'ASC' | 'DESC';
  withDateRange?: boolean;
  /** The live list beeps and shows a cue for new and changed orders. */
  alertOnLive?: boolean;
  extra?: (order: Order) => ReactNode;
}

/** A live event's banner text, e.g. "Neue Bestellung 1042". */
function useLiveCue(enabled: boolean) {
  const translate = useTranslate();
  const [muted] = useMuted();
  const [cue, setCue] = useState<string | null>(null);
  useEffect(() => {
    if (!cue) return;
    const timer = setTimeout(() => setCue(null), CUE_MS);
    return () => clearTimeout(timer);
  }, [cue]);
  const announce = (event: LiveOrderEvent | null) => {
    // One's own actions need no alarm.
    if (!enabled || !event || (event.actorUser && event.actorUser === decodeToken(readToken())?.username)) return;
    const key = event.type === 'CREATED' || event.name === 'order.created' ? 'app.orders.live_new' : 'app.orders.live_changed';
    setCue(translate(key, { number: event.order.orderNumber }));
    if (!muted) beep();
  };
  return { cue, announce };
}

const BrowserContent = ({
  storeKey,
  title,
  defaults,
  withDateRange,
  alertOnLive,
  extra,
  filters,
  setFilters,
}: OrdersBrowserProps & {
  filters: OrderFilterValues;
  setFilters: (f: OrderFilterValues) => void;
}) => {
  const { data, isPending, isFetching, error, refetch, perPage, setPage } = useListContext<Order>();
  const [view, setView] = useStore<OrdersView>(`${storeKey}.view`, 'cards');
  const [, storePerPage] = useStore(`${storeKey}.perPage`, PER_PAGE_OPTIONS[0]);
  const { isUnseen, markSeen } = useSeen();
  const flow = useOrderActionFlow();
  const tableOptions = useTableOptions(data);
  const { cue, announce } = useLiveCue(!!alertOnLive);

  const queryClient = useQueryClient();

  useEffect(() => storePerPage(perPage), [perPage, storePerPage]);
  useLiveOrders((event) => {
    if (event) showInOrderLists(queryClient, event.order);
    else refetch();
    announce(event);
  });

  const changeFilters = (next: OrderFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const refresh = () => {
    markSeen(data ?? []);
    refetch();
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={title} />
      <OrdersToolbar title={title} view={view} onViewChange={setView} onRefresh={refresh} withSound={alertOnLive} />
      <OrderFilterBar filters={filters} onChange={changeFilters} tableOptions={tableOptions} withDateRange={withDateRange} />
      {cue && (
        <Alert severity="info" variant="filled" sx={{ mb: 1 }} role="alert" data-testid="live-cue">
          {cue}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {error && !data ? (
        <Alert severity="error">{String((error as Error).message ?? error)}</Alert>
      ) : !isPending && (data?.length ?? 0) === 0 ? (
        <EmptyOrders onReset={() => changeFilters(defaults)} onRefresh={refresh} />
      ) : view === 'table' ? (
        <OrderTable isNew={isUnseen} onAction={flow.start} extra={extra} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(290px, 1fr))' }}>
          {(data ?? []).map((order) => (
            <OrderCard key={order.id} order={order} isNew={isUnseen(order)} onAction={flow.start} extra={extra?.(order)} />
          ))}
        </Box>
      )}
      <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
      {flow.dialogs}
    </Box>
  );
};

/** The order lists (orders and history): filters and page size kept in the browser, cards or table. */
export const OrdersBrowser = (props: OrdersBrowserProps) => {
  const { storeKey, defaults, sortOrder } = props;
  const [stored, setFilters] = useStore<OrderFilterValues>(`${storeKey}.filters`, defaults);
  const [perPage] = useStore(`${storeKey}.perPage`, PER_PAGE_OPTIONS[0]);
  const filters = useMemo(() => sanitizeFilters(stored, defaults), [stored, defaults]);
  // An invalid date range keeps the last valid one applied while the fields show the error.
  const valid = Object.keys(dateRangeErrors(filters.from, filters.to)).length === 0;
  const [lastValid, setLastValid] = useState(filters);
  if (valid && filters !== lastValid) setLastValid(filters);
  const applied = valid ? filters : lastValid;
  const apiFilter = useMemo(() => toApiFilter(applied), [applied]);
  return (
    <ListBase<Order>
      resource="orders"
      filter={apiFilter}
      sort={{ field: 'submittedAt', order: sortOrder }}
      perPage={perPage}
      disableSyncWithLocation
      storeKey={false}
    >
      <BrowserContent {...props} filters={filters} setFilters={setFilters} />
    </ListBase>
  );
};
