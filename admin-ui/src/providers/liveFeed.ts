import type { StaffServiceCall } from '@tischlein/api-types';
import { connectLive, type LiveConnection, type LiveEventName, type StaffOrderEventMessage } from '@tischlein/live-client';
import type { Order } from '../orders/order.types';
import { readToken } from './token';
import { SeqGaps } from './seqGaps';

type LiveState = 'connecting' | 'connected' | 'offline';

/** An event of the staff feed (a staff token gets the staff view), with react-admin's id on its order. */
export interface LiveOrderEvent extends Omit<StaffOrderEventMessage, 'order'> {
  name: LiveEventName;
  order: Order;
}

/** An order event, or null when events were missed (a truncated replay, or a gap in the seqs): reload everything. */
type Listener = (event: LiveOrderEvent | null) => void;

/** A service call opened, changed or acknowledged; null after every (re)connect: calls are not replayed, so load them again. */
type CallListener = (call: StaffServiceCall | null) => void;

// One connection for the whole back office, open while any screen listens.
const listeners = new Set<Listener>();
const callListeners = new Set<CallListener>();
const stateListeners = new Set<() => void>();
let state: LiveState = 'offline';
let connection: LiveConnection | null = null;
// Out-of-order events from another server process arrive within milliseconds; a hole open this long is a gap.
const gaps = new SeqGaps(3000);
let gapTimer: ReturnType<typeof setTimeout> | undefined;

const reload = () => listeners.forEach((l) => l(null));
const reloadCalls = () => callListeners.forEach((l) => l(null));

function watchForGap() {
  const due = gaps.dueAt();
  if (gapTimer !== undefined || due === null) return;
  gapTimer = setTimeout(() => {
    gapTimer = undefined;
    if (!gaps.isGap(Date.now())) return watchForGap();
    gaps.reloaded();
    reload();
  }, due - Date.now());
}

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
      gaps.offer(event.seq, Date.now());
      const staffEvent = event as StaffOrderEventMessage;
      const order: Order = { ...staffEvent.order, id: staffEvent.order.orderId };
      listeners.forEach((l) => l({ ...staffEvent, name, order }));
      watchForGap();
    },
    // A staff connection gets the staff view (with tableId).
    onServiceCall: (call) => callListeners.forEach((l) => l(call as StaffServiceCall)),
    onReload: () => {
      gaps.caughtUp(connection?.lastSeq ?? null);
      reload();
    },
    onState: (next) => {
      // Caught up (hello): the replay carried everything up to the connection's seq. Otherwise the next replay will.
      if (next === 'live') gaps.caughtUp(connection?.lastSeq ?? null);
      else gaps.pause();
      setState(next === 'live' ? 'connected' : next === 'connecting' ? 'connecting' : 'offline');
      // Refused (e.g. the account was deleted): the screens load again, and the API's 401 sends them to the login.
      if (next === 'refused') reload();
      if (next === 'live' || next === 'refused') reloadCalls();
    },
  });
}

function close() {
  connection?.close();
  connection = null;
  clearTimeout(gapTimer);
  gapTimer = undefined;
  gaps.pause();
  setState('offline');
}

function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    if (listeners.size === 0 && callListeners.size === 0) close();
  };
}

export const listen = (listener: Listener) => subscribe(listeners, listener);

export const listenToServiceCalls = (listener: CallListener) => subscribe(callListeners, listener);

export const liveState = {
  subscribe(onChange: () => void) {
    stateListeners.add(onChange);
    return () => {
      stateListeners.delete(onChange);
    };
  },
  get: () => state,
};
