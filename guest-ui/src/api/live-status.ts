import type { GuestSession } from '../session/session-store.ts';
import type { GuestOrder, OrderStatus } from './order-status.ts';

interface LiveOrderLike {
  orderId: number;
  orderNumber: number | string;
  status: string;
  grossAmount: number;
  rejectionReason?: unknown;
}

function toGuestOrder(order: LiveOrderLike): GuestOrder {
  return {
    orderId: order.orderId,
    orderNumber: String(order.orderNumber),
    status: order.status as OrderStatus,
    grossAmount: order.grossAmount,
    rejectionReason: typeof order.rejectionReason === 'string' ? order.rejectionReason : null,
  };
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
          if (event.order?.orderId === orderId) onOrder(toGuestOrder(event.order));
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
