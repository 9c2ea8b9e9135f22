import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useOpenBills } from './useTableBill';
import { UNPAID_BOARD } from '../common/orders/orderBoard';
import { useOrderBoard } from '../common/orders/useOrderBoard';
import { PayDialog } from '../common/orders/PayDialog';
import { LiveStatus } from '../common/LiveStatus';
import { MuteButton } from '../common/MuteButton';
import { useLiveOrders } from '../providers/useLiveFeed';
import { useOrderActions } from '../common/orders/useOrderActions';
import { usePreparationActions } from '../common/orders/usePreparationActions';
import { PickupStrip } from './PickupStrip';
import { TableServiceCard } from './TableServiceCard';
import { TakeOrderButton } from './TakeOrderButton';
import { tablesWaiting } from './tableService';
import { useServiceCalls } from '../common/service-calls/useServiceCalls';
import type { Order } from '../orders/order.types';

/** Title, live state and the sound switch (the same mute as the kitchen screen and the order lists). */
const WaiterHeader = () => {
  const translate = useTranslate();
  const title = translate('app.service.title');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <LiveStatus />
      <MuteButton sx={{ width: 48, height: 48 }} />
    </Box>
  );
};

/**
 * /admin/waiter: per table what the floor staff should do now (answer a call, serve an order), longest waiting first,
 * and what each table owes (collect it).
 */
const WaiterScreen = () => {
  const translate = useTranslate();
  const { calls, now, acknowledge, isBusy } = useServiceCalls();
  const board = useOrderBoard();
  const served = useOrderBoard(UNPAID_BOARD);
  const applyToBoth = (order: Order) => {
    board.apply(order);
    served.apply(order);
  };
  // One's own "Serviert" shows from the answer; its live event then changes nothing.
  const { run, pending, recipientProblem, clearRecipientProblem } = useOrderActions({ onChanged: applyToBoth });
  const preparation = usePreparationActions({ onChanged: applyToBoth, onFailed: board.reload });
  const [paying, setPaying] = useState<Order | null>(null);
  const bills = useOpenBills();
  useLiveOrders((event) => {
    if (event) return applyToBoth(event.order);
    board.reload();
    served.reload();
  });
  const tables = tablesWaiting(calls, board.orders, served.orders, bills);

  return (
    <Box sx={{ py: { xs: 1, sm: 2 }, px: { xs: 0, sm: 1 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <WaiterHeader />
      <TakeOrderButton />
      <PickupStrip orders={board.orders} />
      {tables.length === 0 && (
        <Typography color="text.secondary" data-testid="waiter-empty" sx={{ py: 4, textAlign: 'center' }}>
          {translate('app.service.empty')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', alignItems: 'start' }}>
        {tables.map((table) => (
          <TableServiceCard
            key={table.tableId}
            table={table}
            now={now}
            isBusy={isBusy}
            onAcknowledge={(call) => void acknowledge(call)}
            ordersBusy={pending}
            onServed={(order) => void run('complete', order)}
            onFire={(order) => void preparation.fire(order)}
            isFiring={preparation.isBusy}
            onPay={setPaying}
          />
        ))}
      </Box>
      {paying && (
        <PayDialog
          order={paying}
          recipientProblem={recipientProblem}
          onClose={() => {
            setPaying(null);
            clearRecipientProblem();
          }}
          onPay={async (payment) => {
            if (await run('pay', paying, { payment })) setPaying(null);
          }}
        />
      )}
    </Box>
  );
};

export default WaiterScreen;
