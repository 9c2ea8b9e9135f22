import { Chip, type ChipProps } from '@mui/material';
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

export const NewBadge = () => {
  const translate = useTranslate();
  return <Chip size="small" color="error" label={translate('app.order.new_badge')} data-testid="new-badge" />;
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
