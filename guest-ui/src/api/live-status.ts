import type { LiveOrder } from '@tischlein/live-client';
import type { GuestSession } from '../session/session-store.ts';
import { listenLive } from './live-feed.ts';
import type { GuestOrder } from './order-status.ts';

function toGuestOrder(order: LiveOrder): GuestOrder {
  const { orderId, orderNumber, status, paymentStatus, grossAmount, rejectionReason, items } = order;
  return { orderId, orderNumber, status, paymentStatus, grossAmount, rejectionReason, items };
}

/**
 * Live events for this session's order, over the page's one live connection (api/live-feed.ts); if it
 * cannot load or connect, the caller's polling still moves the status. Returns the unsubscribe function.
 */
export function subscribeToOrder(session: GuestSession, orderId: number, onOrder: (order: GuestOrder) => void): () => void {
  return listenLive(session.jwt, (news) => {
    if (news.kind === 'order' && news.order.orderId === orderId) onOrder(toGuestOrder(news.order));
  });
}
