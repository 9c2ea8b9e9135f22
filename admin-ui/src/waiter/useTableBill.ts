import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BillPayment, OpenTable, PayBill, TableBill } from '@tischlein/api-types';
import { type RecipientProblem, recipientProblemOf } from '../common/orders/recipient';
import { failureText } from '../common/serverError';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLiveOrders } from '../providers/useLiveFeed';

const TOAST_MS = 2600;
const OPEN_BILLS_KEY = ['bills', 'open'];
const billKey = (tableId: number) => ['bills', tableId];

/** The tables with an open bill (what is open and since when), loaded again on every order change. */
export function useOpenBills(): OpenTable[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, refetch } = useQuery({ queryKey: OPEN_BILLS_KEY, queryFn: ({ signal }) => dataProvider.getOpenTables(signal) });
  useLiveOrders(() => void refetch());
  return data ?? [];
}

/**
 * A table's bill, loaded again whenever an order changes (another waiter paid a part, a guest ordered), and the calls
 * that change it; a refusal (someone else was quicker) shows the server's German reason and loads the bill again.
 */
export function useTableBill(tableId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  // A payment refused for its invoice's recipient: the payment dialog asks for it (no toast).
  const [recipientProblem, setRecipientProblem] = useState<RecipientProblem | null>(null);
  const {
    data: bill,
    isError,
    refetch,
  } = useQuery({
    queryKey: billKey(tableId),
    queryFn: ({ signal }) => dataProvider.getTableBill(tableId, signal),
  });
  useLiveOrders(() => void refetch());

  /** Runs a change; answers its result, or null after telling why it failed (unless `handled` takes the refusal). */
  const change = async <T>(
    call: () => Promise<T>,
    done: string,
    after: (result: T) => TableBill | null,
    handled: (error: unknown) => boolean = () => false,
  ): Promise<T | null> => {
    setPending(true);
    try {
      const result = await call();
      const next = after(result);
      if (next) queryClient.setQueryData(billKey(tableId), next);
      else await refetch();
      notify(done, { type: 'success', autoHideDuration: TOAST_MS });
      return result;
    } catch (error) {
      if (!handled(error)) notify(failureText(translate('app.action.failed'), error), { type: 'error', autoHideDuration: TOAST_MS * 2 });
      await refetch();
      return null;
    } finally {
      setPending(false);
    }
  };

  return {
    bill: bill ?? null,
    failed: isError,
    pending,
    recipientProblem,
    clearRecipientProblem: () => setRecipientProblem(null),
    /** Pays a part: 'paid', 'recipient' (the dialog asks for the invoice's recipient) or 'failed' (told why). */
    pay: async (payment: PayBill): Promise<'paid' | 'recipient' | 'failed'> => {
      let problem: RecipientProblem | null = null;
      const answer = await change<BillPayment>(
        () => dataProvider.payBill(tableId, payment),
        'app.bill.paid',
        (result) => result.bill,
        (error) => (problem = recipientProblemOf(error)) !== null,
      );
      setRecipientProblem(problem);
      return answer ? 'paid' : problem ? 'recipient' : 'failed';
    },
    merge: (fromTableId: number) =>
      change(
        () => dataProvider.mergeTables(tableId, fromTableId),
        'app.bill.merged',
        (answer) => answer,
      ),
    move: (orderId: number, toTableId: number) =>
      change(
        () => dataProvider.moveOrder(orderId, toTableId),
        'app.bill.moved',
        () => null,
      ),
    free: () =>
      change(
        () => dataProvider.freeTable(tableId),
        'app.bill.freed',
        (answer) => answer,
      ),
  };
}
