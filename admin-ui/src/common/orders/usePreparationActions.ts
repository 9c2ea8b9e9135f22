import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Order } from '../../orders/order.types';
import { failureText } from '../serverError';
import type { PreparationState } from '@tischlein/api-types';

const TOAST_MS = 2200;

/**
 * A line's state at a station, "<Gang> abrufen" and a line's quantity, for the station screens, the waiter view and the order detail.
 * Busy per order, so a tap on one ticket leaves the others usable. `onChanged` shows the answered order; after a
 * refusal (someone was quicker) `onFailed` loads again.
 */
export function usePreparationActions({ onChanged, onFailed }: { onChanged: (order: Order) => void; onFailed?: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (orderId: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const run = async (orderId: number, call: () => Promise<Order>, failedKey: string) => {
    mark(orderId, true);
    try {
      onChanged(await call());
    } catch (error) {
      notify(failureText(translate(failedKey), error), { type: 'error', autoHideDuration: TOAST_MS });
      onFailed?.();
    } finally {
      mark(orderId, false);
    }
  };

  return {
    isBusy: (orderId: number) => busy.has(orderId),
    /** The given lines at the station to `state`; none given: every called line there ("Alles fertig"). */
    setLines: (orderId: number, stationId: number, state: PreparationState, itemIds?: number[]) =>
      run(orderId, () => dataProvider.setPreparation(orderId, { stationId, state, itemIds }), 'app.preparation.failed'),
    /** Calls the next held course. */
    fire: (order: Order) =>
      run(order.id, () => dataProvider.fireCourse(order.id, order.nextCourse ?? undefined), 'app.preparation.fire_failed'),
    /** A line's new quantity (0 removes it), while the order is open and unpaid. */
    changeLine: (orderId: number, itemId: number, quantity: number) =>
      run(orderId, () => dataProvider.changeLine(orderId, itemId, quantity), 'app.preparation.line_failed'),
  };
}
