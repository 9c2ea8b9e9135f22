import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { allowedActions } from './orderActionList';
import type { Order } from './order.types';
import type { OrderAction } from './orderRules';
import { useOrderActionFlow } from './useOrderActionFlow';

const COLORS: Record<OrderAction, 'primary' | 'error' | 'success' | 'warning' | 'inherit'> = {
  approve: 'primary',
  reject: 'error',
  complete: 'success',
  cancel: 'warning',
  edit: 'inherit',
};

/** The detail's action buttons: only those the order's status allows (spec 4). */
export const OrderActionButtons = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const flow = useOrderActionFlow();
  return (
    <>
      {allowedActions(order).map((action) => (
        <Button
          key={action}
          variant={action === 'edit' ? 'outlined' : 'contained'}
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
