import { Box, Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order, OrderStatus } from './order.types';

const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  IN_PROGRESS: 'info',
  APPROVED: 'warning',
  REJECTED: 'error',
  COMPLETED: 'success',
  CANCELED: 'default',
};

export const StatusChip = ({ status, size = 'small' }: { status: OrderStatus; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return <Chip size={size} color={STATUS_COLORS[status]} label={translate(`app.order.status.${status}`)} data-testid="status-chip" />;
};

/**
 * The red "Neu" of an unseen or updated order. Beside the status chip of a new order (status "Neu" too) it is a red
 * dot instead, named for screen readers: one "Neu" on the card, not two.
 */
export const NewBadge = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  if (status !== 'IN_PROGRESS') return <Chip size="small" color="error" label={translate('app.order.new_badge')} data-testid="new-badge" />;
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('app.order.unseen')}
      title={translate('app.order.unseen')}
      data-testid="new-badge"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
    />
  );
};

export const PaymentChips = ({ order }: { order: Pick<Order, 'paymentStatus' | 'paymentMethod'> }) => {
  const translate = useTranslate();
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={order.paymentStatus === 'PAID' ? 'success' : 'default'}
        label={translate(`app.order.payment_status.${order.paymentStatus}`)}
        data-testid="payment-status-chip"
      />
      <Chip size="small" variant="outlined" label={translate(`app.order.payment_method.${order.paymentMethod}`)} />
    </>
  );
};

/** "Tisch 4", or the order type for orders without a table. */
export function useTableLabel() {
  const translate = useTranslate();
  return (order: Pick<Order, 'tableNumber' | 'orderType'>) =>
    order.tableNumber != null ? translate('app.order.table', { number: order.tableNumber }) : translate('app.order.no_table');
}
