import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ShowBase, Title, useDataProvider, useShowContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { formatDateTime, formatEuro } from '../common/format';
import { InvoiceButton } from './InvoiceButton';
import { InvoiceRecipientFacts } from './InvoiceRecipientFacts';
import { OrderDocuments } from './OrderDocuments';
import { LiveStatus } from '../common/LiveStatus';
import { useLiveOrders } from '../providers/useLiveFeed';
import type { AppDataProvider } from '../providers/dataProvider';
import { OrderActionButtons } from './OrderActionButtons';
import { PaymentChips, StatusChip, useTableLabel } from './OrderChips';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderTimeline } from './OrderTimeline';
import type { Order } from './order.types';
import { useSeen } from '../common/orders/useSeen';
import { EnteredBy } from '../common/orders/EnteredBy';
import { FireCourseButton } from '../common/orders/FireCourseButton';
import { usePreparationActions } from '../common/orders/usePreparationActions';
import { useStationNames } from '../common/stations';
import { OrderBons } from './OrderBons';

function useOrderEvents(id: Order['id'] | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'events', id],
    queryFn: () => dataProvider.getOrderEvents(id!),
    enabled: id !== undefined,
  });
}

const Facts = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const tableLabel = useTableLabel();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip status={order.status} size="medium" />
        <Chip label={translate(`app.order.type.${order.orderType}`)} />
        <Chip label={tableLabel(order)} />
        <PaymentChips order={order} />
      </Stack>
      <Typography variant="h6">
        {translate('app.order.total')}: {formatEuro(order.grossAmount)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.order.submitted')}: {formatDateTime(order.submittedAt)} · {translate('app.order.updated')}:{' '}
        {formatDateTime(order.updatedAt)}
      </Typography>
      <EnteredBy name={order.enteredBy} sx={{ fontWeight: 600 }} />
      {order.note && (
        <Typography>
          {translate('app.order.note')}: {order.note}
        </Typography>
      )}
      {order.rejectionReason && (
        <Alert severity="warning">
          {translate('app.order.rejection_reason')}: {order.rejectionReason}
        </Alert>
      )}
      {order.invoiceNumber && (
        <Typography variant="body2">
          {translate('app.order.invoice_number')}: {order.invoiceNumber}
        </Typography>
      )}
      <InvoiceRecipientFacts order={order} />
    </Stack>
  );
};

const OrderDetail = () => {
  const translate = useTranslate();
  const { record: order, refetch, isPending, error } = useShowContext<Order>();
  const events = useOrderEvents(order?.id);
  const { markSeen } = useSeen();
  const navigate = useNavigate();
  // Back to where the order was opened from (orders or history); straight to the orders on a fresh page.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/admin/orders'));
  const refresh = () => {
    refetch();
    events.refetch();
  };
  const stationNames = useStationNames();
  const preparation = usePreparationActions({ onChanged: refresh, onFailed: refresh });

  // Opening the order marks it seen, and so does every change arriving while it is open.
  useEffect(() => {
    if (order) markSeen([order]);
  }, [order?.id, order?.updatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  useLiveOrders((event) => {
    if (order && (!event || event.order.id === order.id)) refresh();
  });

  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !order) return <Alert severity="error">{translate('app.action.failed')}</Alert>;
  const title = `${translate('resources.orders.name', { smart_count: 1 })} ${order.orderNumber}`;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={back} startIcon={<ArrowBackIcon />}>
          {translate('app.action.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <LiveStatus />
        <Button startIcon={<RefreshIcon />} onClick={refresh}>
          {translate('app.action.refresh')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Facts order={order} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <OrderActionButtons order={order} />
            <InvoiceButton order={order} />
            <OrderDocuments order={order} />
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '3fr 2fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.order.items')}
            </Typography>
            <OrderItemsTable
              items={order.items ?? []}
              stationNames={stationNames}
              onQuantity={
                linesEditable(order) ? (item, quantity) => void preparation.changeLine(order.id, item.orderItemId, quantity) : undefined
              }
              busy={preparation.isBusy(order.id)}
            />
            <FireCourseButton
              order={order}
              onFire={(o) => void preparation.fire(o)}
              disabled={preparation.isBusy(order.id)}
              sx={{ mt: 2 }}
            />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.order.timeline')}
            </Typography>
            <OrderTimeline events={events.data ?? []} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.printers.bons')}
            </Typography>
            <OrderBons order={order} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};

/** /admin/orders/{orderId}: the order, its items (drinks first), actions the status allows, and its timeline. */
const OrderShow = () => (
  <ShowBase<Order> resource="orders">
    <OrderDetail />
  </ShowBase>
);

export default OrderShow;

/** An order's lines change while it is open (new or approved) and unpaid; the server decides the rest (409 with why). */
const linesEditable = (order: Order) =>
  (order.status === 'IN_PROGRESS' || order.status === 'APPROVED') && order.paymentStatus === 'PENDING' && !order.invoiceNumber;
