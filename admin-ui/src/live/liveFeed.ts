import { connectLive } from '@tischlein/live-client';
import { readToken } from '../providers/token';
import type { Order } from '../orders/order.types';

export type LiveState = 'connecting' | 'connected' | 'offline';

export interface LiveOrderEvent {
  seq: number;
  type: string;
  message: string;
  createdAt: string;
  actorUser: string | null;
  order: Order;
  name?: 'order.created' | 'order.updated';
}

type Listener = (event: LiveOrderEvent) => void;

/** One connection for the whole back office, opened while any screen listens. */
const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let state: LiveState = 'offline';
let connection: { close?: () => void; disconnect?: () => void } | null = null;

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  stateListeners.forEach((l) => l());
}

function toState(raw: unknown): LiveState {
  const text = String(typeof raw === 'object' && raw ? (raw as { state?: unknown }).state ?? '' : raw).toLowerCase();
  if (text === 'connected' || text === 'live' || text === 'open') return 'connected';
  if (text.includes('connecting') || text.includes('replay')) return 'connecting';
  return 'offline';
}

function open() {
  const token = readToken();
  if (!token || connection) return;
  setState('connecting');
  connection = connectLive({
    token,
    // The last seen seq is kept per browser, so a reload or a lost network catches up from there.
    storageKey: 'tischlein.admin.lastSeq',
    onEvent: (event: LiveOrderEvent) => listeners.forEach((l) => l(event)),
    onState: (raw: unknown) => setState(toState(raw)),
  }) as typeof connection;
}

function close() {
  connection?.close?.() ?? connection?.disconnect?.();
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
    return () => stateListeners.delete(onChange);
  },
  get: () => state,
};
