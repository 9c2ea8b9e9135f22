import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatDateTime, formatEuro } from '../common/format';
import { NewBadge, PaymentChips, StatusChip, useTableLabel } from './OrderChips';
import { OrderActionsMenu } from './OrderActionsMenu';
import type { Order, OrderAction } from './order.types';

const SHOWN_ITEMS = 3;

interface Props {
  order: Order;
  isNew: boolean;
  onAction: (action: OrderAction, order: Order) => void;
  extra?: ReactNode;
}

const ItemLines = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const items = order.items ?? [];
  const more = Math.max(0, items.length - SHOWN_ITEMS);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.slice(0, SHOWN_ITEMS).map((item) => (
        <Typography component="li" variant="body2" key={item.orderItemId}>
          {item.quantity}× {item.menuItemName}
          {item.addings.length > 0 && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (+ {item.addings.join(', ')})
            </Typography>
          )}
        </Typography>
      ))}
      {more > 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          {translate('app.order.more_items', { smart_count: more })}
        </Typography>
      )}
    </Box>
  );
};

/** One order as a card (spec: orders cards). */
export const OrderCard = ({ order, isNew, onAction, extra }: Props) => {
  const translate = useTranslate();
  const tableLabel = useTableLabel();
  return (
    <Card component="article" aria-label={String(order.orderNumber)} data-testid="order-card" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {order.orderNumber}
          </Typography>
          {isNew && <NewBadge status={order.status} />}
          <StatusChip status={order.status} />
          <OrderActionsMenu order={order} onAction={onAction} />
        </Stack>
        <Typography variant="body2">
          {translate(`app.order.type.${order.orderType}`)} · {tableLabel(order)}
        </Typography>
        <ItemLines order={order} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PaymentChips order={order} />
          <Typography variant="subtitle1" sx={{ ml: 'auto !important', fontWeight: 600 }}>
            {formatEuro(order.grossAmount)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('app.order.submitted')}: {formatDateTime(order.submittedAt)} · {translate('app.order.updated')}:{' '}
          {formatDateTime(order.updatedAt)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" component={Link} to={`/admin/orders/${order.id}`}>
          {translate('app.action.open')}
        </Button>
        {extra}
      </CardActions>
    </Card>
  );
};
