import type { GuestSession } from '../session/session-store.ts';
import type { GuestOrder } from './order-status.ts';

/** Live order events for this session; a no-op until the live client exists. Returns the unsubscribe function. */
export function subscribeToOrder(_session: GuestSession, _orderId: number, _onOrder: (order: GuestOrder) => void): () => void {
  return () => {};
}
