import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { beep, useMuted } from '../common/sound';
import { useLiveOrders } from '../providers/useLiveFeed';
import type { Order } from '../orders/order.types';
import { useOrderActions } from '../common/orders/useOrderActions';
import { BoardScreen } from '../common/BoardScreen';
import { PrinterFailureBanner } from '../common/PrinterFailureBanner';
import { KitchenCallStrip } from './KitchenCallStrip';
import { KitchenHeader } from './KitchenHeader';
import { KitchenTicket } from './KitchenTicket';
import { kitchenStep } from './kitchenStep';
import { DEFAULT_THRESHOLDS, sanitizeThresholds, type AgeThresholds } from './ticketAge';
import { useOrderBoard } from '../common/orders/useOrderBoard';
import { useNow } from '../common/useNow';

const Column = ({ title, orders, render }: { title: string; orders: Order[]; render: (o: Order) => ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <Typography component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' }, fontWeight: 700, color: 'common.white' }}>
        {title} ({orders.length})
      </Typography>
      {orders.length === 0 && <Typography sx={{ fontSize: '1.3rem', color: 'grey.400' }}>{translate('app.kitchen.empty')}</Typography>}
      {/* One ticket per row on a phone, as many as fit on a tablet. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
        {orders.map(render)}
      </Box>
    </Box>
  );
};

/** /admin/kitchen: a full-screen board of open orders for a tablet at arm's length; on a phone the columns stack. */
const KitchenScreen = () => {
  const translate = useTranslate();
  const now = useNow(15_000);
  const [muted] = useMuted();
  const [storedThresholds, setThresholds] = useStore<AgeThresholds>('kitchen.thresholds', DEFAULT_THRESHOLDS);
  const thresholds = sanitizeThresholds(storedThresholds);
  const board = useOrderBoard();
  // One's own approve or complete shows from the answer; its live event then changes nothing.
  const { run, pending } = useOrderActions({ onChanged: board.apply });
  useLiveOrders((event) => {
    if (!event) return board.reload();
    board.apply(event.order);
    if (event.type === 'CREATED' && !muted) beep();
  });

  const advance = (order: Order) => {
    const step = kitchenStep(order);
    if (step) void run(step, order);
  };
  const ticket = (order: Order) => (
    <KitchenTicket key={order.id} order={order} now={now} thresholds={thresholds} busy={pending} onAdvance={advance} />
  );

  return (
    <BoardScreen>
      <KitchenHeader now={now} thresholds={thresholds} onThresholdsChange={setThresholds} />
      <PrinterFailureBanner />
      <KitchenCallStrip />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Column title={translate('app.kitchen.new')} orders={board.orders.filter((o) => o.status === 'IN_PROGRESS')} render={ticket} />
        <Column title={translate('app.kitchen.preparing')} orders={board.orders.filter((o) => o.status === 'APPROVED')} render={ticket} />
      </Box>
    </BoardScreen>
  );
};

export default KitchenScreen;
