import { useState } from 'react';
import { Confirm } from 'react-admin';
import { EditOrderDialog } from './EditOrderDialog';
import type { Order, OrderAction } from './order.types';
import { PayDialog } from '../common/orders/PayDialog';
import { RejectDialog } from './RejectDialog';
import { useOrderActions } from '../common/orders/useOrderActions';

type DialogKind = 'reject' | 'edit' | 'cancel' | 'pay' | 'refund' | 'correct_payment';
const ASKS_FIRST: OrderAction[] = ['reject', 'edit', 'cancel', 'pay', 'refund', 'correct_payment'];

/**
 * Starts an order action; reject, edit, pay and correcting a payment open their dialogs, cancel and refund ask for
 * confirmation first.
 */
export function useOrderActionFlow() {
  const { run, pending, recipientProblem, clearRecipientProblem } = useOrderActions();
  const [dialog, setDialog] = useState<{ kind: DialogKind; order: Order } | null>(null);
  const close = () => {
    setDialog(null);
    clearRecipientProblem();
  };

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
        <PayDialog
          order={dialog.order}
          recipientProblem={recipientProblem}
          onClose={close}
          onPay={(payment) => finish('pay', dialog.order, { payment })}
        />
      )}
      {dialog.kind === 'correct_payment' && (
        <PayDialog
          order={dialog.order}
          correcting
          recipientProblem={recipientProblem}
          onClose={close}
          onPay={(payment) => finish('correct_payment', dialog.order, { payment })}
        />
      )}
      <Confirm
        isOpen={dialog.kind === 'refund'}
        loading={pending}
        title="app.refund_dialog.title"
        content="app.refund_dialog.content"
        translateOptions={{ number: dialog.order.orderNumber, invoice: dialog.order.invoiceNumber ?? '' }}
        confirm="app.action.refund"
        cancel="app.action.abort"
        confirmColor="warning"
        onConfirm={() => finish('refund', dialog.order)}
        onClose={close}
      />
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
