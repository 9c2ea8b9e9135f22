import type { LiveOrder } from '@tischlein/live-client';
import type { GuestSession } from '../session/session-store.ts';
import type { GuestOrder } from './order-status.ts';

function toGuestOrder(order: LiveOrder): GuestOrder {
  const { orderId, orderNumber, status, grossAmount, rejectionReason } = order;
  return { orderId, orderNumber, status, grossAmount, rejectionReason };
}

/**
 * Live events for this session's order over Socket.IO. The client library is loaded only here (it is
 * ~13 KB gzipped); if it cannot load or connect, the caller's polling still moves the status.
 * Returns the unsubscribe function.
 */
export function subscribeToOrder(session: GuestSession, orderId: number, onOrder: (order: GuestOrder) => void): () => void {
  if (!session.jwt) return () => {};
  let cancelled = false;
  let close: (() => void) | undefined;
  import('@tischlein/live-client').then(
    ({ connectLive }) => {
      if (cancelled) return;
      const connection = connectLive({
        token: session.jwt!,
        onEvent: (_name, event) => {
          if (event.order.orderId === orderId) onOrder(toGuestOrder(event.order));
        },
      });
      close = () => connection.close();
    },
    (err: unknown) => console.warn('Live updates unavailable; polling only', err),
  );
  return () => {
    cancelled = true;
    close?.();
  };
}
