import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order, OrderAction } from './order.types';
import { useOrderActionFlow } from './useOrderActionFlow';

const COLORS: Record<OrderAction, 'primary' | 'error' | 'success' | 'warning' | 'inherit'> = {
  approve: 'primary',
  reject: 'error',
  complete: 'success',
  pay: 'success',
  cancel: 'warning',
  refund: 'warning',
  correct_payment: 'inherit',
  edit: 'inherit',
};

/** The detail's action buttons: the actions the server says the order allows now (spec 4). */
export const OrderActionButtons = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const flow = useOrderActionFlow();
  return (
    <>
      {order.allowedActions.map((action) => (
        <Button
          key={action}
          variant={action === 'edit' || action === 'correct_payment' ? 'outlined' : 'contained'}
          color={COLORS[action]}
          disabled={flow.pending}
          onClick={() => flow.start(action, order)}
        >
          {translate(`app.action.${action}`)}
        </Button>
      ))}
      {flow.dialogs}
    </>
  );
};
