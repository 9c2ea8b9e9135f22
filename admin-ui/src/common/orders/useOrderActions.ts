import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { OrderChanges, PayOrder } from '../../providers/orderMethods';
import type { Order, OrderAction } from '../../orders/order.types';
import { type RecipientProblem, recipientProblemOf } from './recipient';
import { useSeen } from './useSeen';

const TOAST_MS = 2200;
const DONE_MESSAGES: Partial<Record<OrderAction, string>> = {
  reject: 'app.action.rejected',
  pay: 'app.action.paid',
  refund: 'app.action.refunded',
  correct_payment: 'app.action.paid',
};

type ActionPayload = { reason?: string; changes?: OrderChanges; payment?: PayOrder };

interface OrderActionOptions {
  /** Shows the changed order as the API answered it; without it every query is loaded again. */
  onChanged?: (order: Order) => void;
}

/** Runs an order action against the API and reports it with the spec's snackbar texts. */
export function useOrderActions({ onChanged }: OrderActionOptions = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  // A payment refused for its invoice's recipient: the open payment dialog asks for it instead of a toast.
  const [recipientProblem, setRecipientProblem] = useState<RecipientProblem | null>(null);
  const { markSeen } = useSeen();

  const call = (action: OrderAction, order: Order, payload: ActionPayload) => {
    switch (action) {
      case 'approve':
        return dataProvider.approveOrder(order.id);
      case 'complete':
        return dataProvider.completeOrder(order.id);
      case 'pay':
        return dataProvider.payOrder(order.id, payload.payment ?? { paymentMethod: order.paymentMethod, tipCents: 0 });
      case 'refund':
        return dataProvider.refundOrder(order.id);
      case 'correct_payment':
        return dataProvider.correctPayment(order.id, payload.payment ?? { paymentMethod: order.paymentMethod, tipCents: 0 });
      case 'cancel':
        return dataProvider.cancelOrder(order.id);
      case 'reject':
        return dataProvider.rejectOrder(order.id, (payload.reason ?? '').trim());
      case 'edit':
        return dataProvider.editOrder(order.id, payload.changes ?? {});
    }
  };

  const run = async (action: OrderAction, order: Order, payload: ActionPayload = {}): Promise<boolean> => {
    setPending(true);
    setRecipientProblem(null);
    try {
      const changed = await call(action, order, payload);
      // Whoever changed the order has seen that change: no "Neu" badge for one's own action.
      if (changed?.updatedAt) markSeen([{ id: order.id, updatedAt: changed.updatedAt }]);
      notify(DONE_MESSAGES[action] ?? 'app.action.updated', { type: 'success', autoHideDuration: TOAST_MS });
      if (onChanged && changed) onChanged(changed);
      else refresh();
      return true;
    } catch (error) {
      const problem = action === 'pay' || action === 'correct_payment' ? recipientProblemOf(error) : null;
      if (problem) {
        setRecipientProblem(problem);
        return false;
      }
      notify('app.action.failed', { type: 'error', autoHideDuration: TOAST_MS });
      // The order was not what this screen showed (e.g. someone else was quicker): load it again.
      refresh();
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending, recipientProblem, clearRecipientProblem: () => setRecipientProblem(null) };
}
