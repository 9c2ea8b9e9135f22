import { useState } from 'react';
import { Confirm } from 'react-admin';
import { EditOrderDialog } from './EditOrderDialog';
import type { Order, OrderAction } from './order.types';
import { PayDialog } from '../common/orders/PayDialog';
import { RejectDialog } from './RejectDialog';
import { useOrderActions } from '../common/orders/useOrderActions';

type DialogKind = 'reject' | 'edit' | 'cancel' | 'pay';
const ASKS_FIRST: OrderAction[] = ['reject', 'edit', 'cancel', 'pay'];

/** Starts an order action; reject, edit and pay open their dialogs and cancel asks for confirmation first. */
export function useOrderActionFlow() {
  const { run, pending } = useOrderActions();
  const [dialog, setDialog] = useState<{ kind: DialogKind; order: Order } | null>(null);
  const close = () => setDialog(null);

  const start = (action: OrderAction, order: Order) => {
    if (ASKS_FIRST.includes(action)) setDialog({ kind: action as DialogKind, order });
    else void run(action, order);
  };

  const finish = async (action: OrderAction, order: Order, payload = {}) => {
    if (await run(action, order, payload)) close();
  };

  const dialogs = dialog && (
    <>
      {dialog.kind === 'reject' && (
        <RejectDialog order={dialog.order} onClose={close} onReject={(reason) => finish('reject', dialog.order, { reason })} />
      )}
      {dialog.kind === 'pay' && (
        <PayDialog order={dialog.order} onClose={close} onPay={(payment) => finish('pay', dialog.order, { payment })} />
      )}
      {dialog.kind === 'edit' && (
        <EditOrderDialog order={dialog.order} onClose={close} onSave={(changes) => finish('edit', dialog.order, { changes })} />
      )}
      <Confirm
        isOpen={dialog.kind === 'cancel'}
        loading={pending}
        title="app.cancel_dialog.title"
        content="app.cancel_dialog.content"
        translateOptions={{ number: dialog.order.orderNumber }}
        confirm="app.action.cancel"
        cancel="app.action.abort"
        confirmColor="warning"
        onConfirm={() => finish('cancel', dialog.order)}
        onClose={close}
      />
    </>
  );

  return { start, pending, dialogs };
}
