import { Alert, Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatEuro } from '../common/format';
import { FireCourseButton } from '../common/orders/FireCourseButton';
import { isRouted, PreparationLines } from '../common/orders/PreparationLines';
import { useStationNames } from '../common/stations';
import { openSinceText } from './billTexts';
import type { Order } from '../orders/order.types';
import { ageText } from '../common/service-calls/callTexts';
import { ServiceCallEntry } from '../common/service-calls/ServiceCallEntry';
import type { StaffServiceCall } from '../common/service-calls/serviceCalls';
import type { TableService } from './tableService';

interface Props {
  table: TableService;
  now: number;
  isBusy: (call: StaffServiceCall) => boolean;
  onAcknowledge: (call: StaffServiceCall) => void;
  ordersBusy: boolean;
  onServed: (order: Order) => void;
  onPay: (order: Order) => void;
  /** "Hauptgang abrufen" of an accepted order, and whether that call is under way. */
  onFire: (order: Order) => void;
  isFiring: (orderId: number) => boolean;
}

interface OrderEntryProps {
  order: Order;
  now: number;
  busy: boolean;
  /** What the button does, and its label's translation key. */
  act: (order: Order) => void;
  actLabel: string;
  testId: string;
  /** Accepted orders: where each line stands at the stations, and calling the next course. */
  preparation?: { onFire: (order: Order) => void; firing: boolean };
}

const OrderEntry = ({ order, now, busy, act, actLabel, testId, preparation }: OrderEntryProps) => {
  const translate = useTranslate();
  const stationNames = useStationNames();
  const routed = preparation && isRouted(order.items);
  const items = (order.items ?? []).map((item) => `${item.quantity}× ${item.menuItemName}`).join(', ');
  return (
    <Box
      role="group"
      aria-label={translate('app.service.order', { number: order.orderNumber })}
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate('app.service.order', { number: order.orderNumber })} ·{' '}
          {translate('app.service.items', { smart_count: order.itemsCount })} · {formatEuro(order.grossAmount)}
          {preparation && order.preparationState === 'READY' && (
            <Chip size="small" color="success" label={translate('app.preparation.ready_for_pickup')} sx={{ ml: 1 }} />
          )}
        </Typography>
        {routed && <PreparationLines items={order.items ?? []} stationNames={stationNames} />}
        {items && !routed && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {items}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {ageText(translate, order.submittedAt, now)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="success"
        size="large"
        disabled={busy}
        onClick={() => act(order)}
        sx={{ minHeight: 48, flex: '0 0 auto', ml: 'auto' }}
      >
        {translate(actLabel)}
      </Button>
      {preparation && (
        <FireCourseButton order={order} onFire={preparation.onFire} disabled={preparation.firing} sx={{ minHeight: 48, ml: 'auto' }} />
      )}
    </Box>
  );
};

/**
 * One table in the waiter view: its open calls first, then its accepted orders waiting to be served, then what it
 * owes for served orders, each to be paid.
 */
export const TableServiceCard = ({ table, now, isBusy, onAcknowledge, ordersBusy, onServed, onPay, onFire, isFiring }: Props) => {
  const translate = useTranslate();
  const name = translate('app.order.table', { number: table.tableNumber });
  return (
    <Card
      component="section"
      aria-label={name}
      data-testid="table-service"
      variant="outlined"
      sx={{
        borderLeft: 6,
        borderLeftColor:
          table.calls.length > 0 || table.bill?.unusualOrders ? 'warning.main' : table.orders.length > 0 ? 'success.main' : 'info.main',
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {/* As many guest orders await approval as a table may have: further checkouts are refused, maybe a script. */}
        {table.bill?.unusualOrders && (
          <Alert severity="warning" data-testid="table-unusual-orders">
            {translate('app.bill.unusual_orders', { smart_count: table.bill.awaitingApproval })}
          </Alert>
        )}
        {table.calls.map((call) => (
          <ServiceCallEntry key={call.callId} call={call} now={now} busy={isBusy(call)} onAcknowledge={onAcknowledge} />
        ))}
        {table.calls.length > 0 && table.orders.length > 0 && <Divider />}
        {table.orders.map((order) => (
          <OrderEntry
            key={order.id}
            order={order}
            now={now}
            busy={ordersBusy}
            act={onServed}
            actLabel="app.service.served"
            testId="table-order"
            preparation={{ onFire, firing: isFiring(order.id) }}
          />
        ))}
        {(table.unpaid.length > 0 || table.bill) && (table.calls.length > 0 || table.orders.length > 0) && <Divider />}
        {table.bill && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="table-bill-open">
                {translate('app.service.unpaid', { amount: formatEuro(table.bill.openCents / 100) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {openSinceText(translate, table.bill.firstOrderAt, now)}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={`/admin/waiter/tables/${table.tableId}`}
              variant="contained"
              size="large"
              sx={{ minHeight: 48, ml: 'auto' }}
            >
              {translate('app.bill.open_bill')}
            </Button>
          </Box>
        )}
        {table.unpaid.length > 0 && !table.bill && (
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="table-unpaid-total">
            {translate('app.service.unpaid', { amount: formatEuro(table.unpaidCents / 100) })}
          </Typography>
        )}
        {table.unpaid.map((order) => (
          <OrderEntry
            key={order.id}
            order={order}
            now={now}
            busy={ordersBusy}
            act={onPay}
            actLabel="app.action.pay"
            testId="table-unpaid-order"
          />
        ))}
      </CardContent>
    </Card>
  );
};
