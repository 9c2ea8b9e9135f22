import { connectLive, type LiveConnection, type LiveEventName, type LiveOrderEvent as WireEvent } from '@tischlein/live-client';
import type { Order } from '../orders/order.types';
import { readToken } from '../providers/token';

export type LiveState = 'connecting' | 'connected' | 'offline';

export interface LiveOrderEvent extends Omit<WireEvent, 'order'> {
  name: LiveEventName;
  order: Order;
}

/** An order event, or null when more was missed than the server replays: reload everything. */
type Listener = (event: LiveOrderEvent | null) => void;

// One connection for the whole back office, open while any screen listens.
const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let state: LiveState = 'offline';
let connection: LiveConnection | null = null;

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  stateListeners.forEach((l) => l());
}

function open() {
  if (connection || !readToken()) return;
  setState('connecting');
  connection = connectLive({
    // Asked again before every reconnect, so a new login is picked up.
    token: readToken,
    // The last seen seq stays in the browser: a reload or a lost network resumes from there.
    storageKey: 'tischlein.admin.lastSeq',
    onEvent: (name, event) => {
      const order = { ...event.order, id: event.order.orderId } as unknown as Order;
      listeners.forEach((l) => l({ ...event, name, order }));
    },
    onReload: () => listeners.forEach((l) => l(null)),
    onState: (next) => setState(next === 'live' ? 'connected' : next === 'connecting' ? 'connecting' : 'offline'),
  });
}

function close() {
  connection?.close();
  connection = null;
  setState('offline');
}

export function listen(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

export const liveState = {
  subscribe(onChange: () => void) {
    stateListeners.add(onChange);
    return () => {
      stateListeners.delete(onChange);
    };
  },
  get: () => state,
};
