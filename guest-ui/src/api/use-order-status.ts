import { useEffect, useState } from 'react';
import type { GuestSession } from '../session/session-store.ts';
import { type GuestOrder, loadOrder, type OrderStatus } from './order-status.ts';
import { subscribeToOrder } from './live-status.ts';

export const POLL_INTERVAL_MS = 5000;
const FINAL: OrderStatus[] = ['REJECTED', 'COMPLETED', 'CANCELED'];

/** The order's current state: live events when the socket connects, and polling every 5 s regardless. */
export function useOrderStatus(session: GuestSession | null, orderId: number | null): GuestOrder | null {
  const [order, setOrder] = useState<GuestOrder | null>(null);
  const sessionId = session?.sessionId;

  useEffect(() => {
    if (!session || orderId === null) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const accept = (next: GuestOrder) => {
      if (abort.signal.aborted) return;
      setOrder(next);
      finished = FINAL.includes(next.status);
    };
    const poll = async () => {
      try {
        accept(await loadOrder(session, orderId, abort.signal));
      } catch (err) {
        if ((err as Error).name !== 'AbortError') console.warn('Order status poll failed', err);
      }
      if (!abort.signal.aborted && !finished) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    const unsubscribe = subscribeToOrder(session, orderId, accept);
    return () => {
      abort.abort();
      clearTimeout(timer);
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, orderId]);

  return order;
}
