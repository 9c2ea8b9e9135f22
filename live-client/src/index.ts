import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { SeqTracker } from './seq-tracker.js';
import type { KeyValueStorage, LiveEventName, LiveOrderEvent, LiveRefusal, LiveServiceCall, LiveState } from './types.js';

export type {
  GuestOrderEventMessage,
  KeyValueStorage,
  LiveEventName,
  LiveOrder,
  LiveOrderEvent,
  LiveRefusal,
  LiveServiceCall,
  LiveState,
  StaffOrderEventMessage,
} from './types.js';
export { SeqTracker } from './seq-tracker.js';

export interface LiveOptions {
  /** The server's origin; default: the page's own. */
  url?: string;
  /** A staff jwt or a guest session jwt; a function is asked again before every reconnect. */
  token: string | (() => string | null | undefined);
  /** Every order event once, in the order the server sends them. */
  onEvent?: (name: LiveEventName, event: LiveOrderEvent) => void;
  /** A service call opened or acknowledged (staff: every table's; a guest: their table's). */
  onServiceCall?: (call: LiveServiceCall) => void;
  /** The shared basket of the guest's table changed: reload it. */
  onBasketChanged?: (info: { basketId: string }) => void;
  /** The menu changed (something sold out or back): reload the menu and the basket. */
  onMenuChanged?: () => void;
  onState?: (state: LiveState, refusal?: LiveRefusal) => void;
  /** More was missed than a replay carries: reload the orders from the API. */
  onReload?: () => void;
  /** Remember the last seq under this key (localStorage by default) so a reload resumes, too. */
  storageKey?: string;
  storage?: KeyValueStorage;
  /** When the server ends the connection (e.g. the token expired), try again after this long. */
  retryAfterMs?: number;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

export interface LiveConnection {
  readonly state: LiveState;
  readonly lastSeq: number | null;
  close(): void;
}

function defaultStorage(): KeyValueStorage | undefined {
  return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
}

function readSeq(storage: KeyValueStorage | undefined, key: string | undefined): number | null {
  const raw = key ? storage?.getItem(key) : null;
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * A replay may resend a few seqs below lastSeq (events that committed late, docs/live-events.md); the newest
 * seqs taken are kept beside lastSeq, so a reloaded page drops those repeats, too.
 */
const KEPT_SEQS = 100;
const keptSeqsKey = (key: string) => `${key}.seen`;

function readKeptSeqs(storage: KeyValueStorage | undefined, key: string | undefined): number[] {
  const raw = key ? storage?.getItem(keptSeqsKey(key)) : null;
  if (!raw) return [];
  try {
    const seqs: unknown = JSON.parse(raw);
    return Array.isArray(seqs) ? seqs.filter((seq): seq is number => Number.isSafeInteger(seq)) : [];
  } catch {
    return [];
  }
}

/**
 * Connects to the live order feed: resumes from the last seq it saw (replayed by the server),
 * drops repeats, reconnects by itself. Framework-free; see react.ts for a hook.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const storage = options.storageKey ? (options.storage ?? defaultStorage()) : undefined;
  const tracker = new SeqTracker(readSeq(storage, options.storageKey), undefined, readKeptSeqs(storage, options.storageKey));
  const token = () => (typeof options.token === 'function' ? options.token() : options.token);
  let state: LiveState = 'connecting';
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveState, refusal?: LiveRefusal) => {
    if (closed || (next === state && !refusal)) return;
    state = next;
    options.onState?.(next, refusal);
  };
  const persist = () => {
    if (!storage || !options.storageKey || tracker.lastSeq === null) return;
    storage.setItem(options.storageKey, String(tracker.lastSeq));
    storage.setItem(keptSeqsKey(options.storageKey), JSON.stringify(tracker.recent(KEPT_SEQS)));
  };

  const socketOptions: Partial<ManagerOptions & SocketOptions> = {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Read on every (re)connect: the server replays from here.
    auth: (cb) => cb({ token: token(), ...(tracker.lastSeq === null ? {} : { lastSeq: tracker.lastSeq }) }),
    ...options.socketOptions,
  };
  const socket: Socket = options.url === undefined ? io(socketOptions) : io(options.url, socketOptions);

  socket.on('connect', () => setState('connecting'));
  socket.on('hello', ({ lastSeq }: { lastSeq: number }) => {
    tracker.advanceTo(lastSeq);
    persist();
    setState('live');
  });
  socket.on('replay.truncated', ({ lastSeq }: { lastSeq: number }) => {
    tracker.resetTo(lastSeq);
    persist();
    if (!closed) options.onReload?.();
  });
  for (const name of ['order.created', 'order.updated'] as const) {
    socket.on(name, (event: LiveOrderEvent) => {
      if (closed || !tracker.accept(event.seq)) return;
      persist();
      options.onEvent?.(name, event);
    });
  }
  socket.on('service-call', (call: LiveServiceCall) => {
    if (!closed) options.onServiceCall?.(call);
  });
  socket.on('basket.changed', (info: { basketId: string }) => {
    if (!closed) options.onBasketChanged?.(info);
  });
  socket.on('menu.changed', () => {
    if (!closed) options.onMenuChanged?.();
  });
  const retryLater = () => {
    clearTimeout(retryTimer);
    if (!closed) retryTimer = setTimeout(() => socket.connect(), options.retryAfterMs ?? 2000);
  };
  socket.on('connect_error', (err: Error & { data?: { code?: LiveRefusal['code'] } }) => {
    const code = err.data?.code;
    if (socket.active) return setState('offline');
    // Refused by the server: retrying with the same token would not help, unless the server could not check it.
    if (code === 'UNAVAILABLE') {
      setState('offline');
      return retryLater();
    }
    setState('refused', { message: err.message, code });
  });
  socket.on('disconnect', (reason) => {
    setState('offline');
    // The client reconnects by itself except when the server ended the connection (e.g. the token expired).
    if (reason === 'io server disconnect') retryLater();
  });

  return {
    get state() {
      return state;
    },
    get lastSeq() {
      return tracker.lastSeq;
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket.close();
    },
  };
}
