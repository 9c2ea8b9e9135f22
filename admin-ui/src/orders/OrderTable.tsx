import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { formatEuro } from '../common/format';
import { NewBadge, StatusChip, useTableLabel } from './OrderChips';
import { OrderActionsMenu } from './OrderActionsMenu';
import type { Order, OrderAction } from './order.types';

interface Props {
  isNew: (order: Order) => boolean;
  onAction: (action: OrderAction, order: Order) => void;
  extra?: (order: Order) => ReactNode;
}

/** The orders as a table (spec: order number, status, type, table, payment method, gross total, actions). */
export const OrderTable = ({ isNew, onAction, extra }: Props) => {
  const translate = useTranslate();
  const tableLabel = useTableLabel();
  const column = (key: string) => translate(`app.orders.columns.${key}`);
  return (
    <Datagrid bulkActionButtons={false} rowClick={(id) => `/admin/orders/${id}`} optimized={false}>
      <FunctionField<Order>
        label={column('orderNumber')}
        sortable={false}
        render={(o) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{o.orderNumber}</span>
            {isNew(o) && <NewBadge status={o.status} />}
          </Stack>
        )}
      />
      <FunctionField<Order> label={column('status')} sortable={false} render={(o) => <StatusChip status={o.status} />} />
      <FunctionField<Order> label={column('orderType')} sortable={false} render={(o) => translate(`app.order.type.${o.orderType}`)} />
      <FunctionField<Order> label={column('table')} sortable={false} render={(o) => tableLabel(o)} />
      <FunctionField<Order>
        label={column('paymentMethod')}
        sortable={false}
        render={(o) =>
          `${translate(`app.order.payment_method.${o.paymentMethod}`)} · ${translate(`app.order.payment_status.${o.paymentStatus}`)}`
        }
      />
      <FunctionField<Order> label={column('grossAmount')} sortable={false} textAlign="right" render={(o) => formatEuro(o.grossAmount)} />
      <FunctionField<Order>
        label={column('actions')}
        sortable={false}
        render={(o) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
            {extra?.(o)}
            <OrderActionsMenu order={o} onAction={onAction} />
          </Stack>
        )}
      />
    </Datagrid>
  );
};
