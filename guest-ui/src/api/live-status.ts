import type { LiveOrder } from '@tischlein/live-client';
import type { GuestSession } from '../session/session-store.ts';
import { listenLive } from './live-feed.ts';
import type { GuestOrder, GuestOrderLine } from './order-status.ts';

type LiveLine = NonNullable<LiveOrder['items']>[number];

/** A guest's connection gets the guest view of each line, with its progress. */
const isGuestLine = (line: LiveLine): line is GuestOrderLine => 'progress' in line;

function toGuestOrder(order: LiveOrder): GuestOrder {
  const { orderId, orderNumber, status, paymentStatus, grossAmount, rejectionReason, items } = order;
  return { orderId, orderNumber, status, paymentStatus, grossAmount, rejectionReason, items: items?.filter(isGuestLine) };
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
