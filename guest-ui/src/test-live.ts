import type { LiveConnection, LiveOptions, LiveOrderEvent, LiveServiceCall, LiveState } from '@tischlein/live-client';

/**
 * A stand-in for @tischlein/live-client (test-setup.ts mocks the library with it): it connects nowhere, and
 * a test plays the server with the functions below.
 */
const open = new Set<LiveOptions>();

export function connectLive(options: LiveOptions): LiveConnection {
  open.add(options);
  return {
    state: 'connecting',
    lastSeq: null,
    close: () => open.delete(options),
  };
}

/** How many connections are open now. */
export const openLiveConnections = () => open.size;

/** Sends one server event to every open connection. */
export const liveServer = {
  serviceCall: (call: LiveServiceCall) => open.forEach((o) => o.onServiceCall?.(call)),
  orderUpdated: (event: LiveOrderEvent) => open.forEach((o) => o.onEvent?.('order.updated', event)),
  basketChanged: (basketId: string) => open.forEach((o) => o.onBasketChanged?.({ basketId })),
  menuChanged: () => open.forEach((o) => o.onMenuChanged?.()),
  state: (state: LiveState) => open.forEach((o) => o.onState?.(state)),
};
