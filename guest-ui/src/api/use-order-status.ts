import { useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '../i18n/languages.ts';
import type { GuestSession } from '../session/session-store.ts';
import { HttpError } from './http.ts';
import { type GuestOrder, type GuestOrderLine, loadOrder, type OrderStatus } from './order-status.ts';
import { subscribeToOrder } from './live-status.ts';

const POLL_INTERVAL_MS = 5000;
const FINAL: OrderStatus[] = ['REJECTED', 'COMPLETED', 'CANCELED'];

/**
 * The lines shown, each with its progress from a live event: the feed names lines in German, so their names
 * stay as loaded in the guest's language; a line the event does not carry keeps what it showed.
 */
function withLiveProgress(shown: GuestOrderLine[], live: GuestOrderLine[]): GuestOrderLine[] {
  const progressById = new Map(live.map((line) => [line.orderItemId, line.progress]));
  return shown.map((line) => {
    const progress = progressById.get(line.orderItemId);
    return progress !== undefined && progress !== line.progress ? { ...line, progress } : line;
  });
}

interface OrderStatusState {
  order: GuestOrder | null;
  /** The session does not know this order (403/404): a confirmation from an earlier session. */
  notInSession: boolean;
}

/** The order's current state, its lines in `lang`: live events when the socket connects, and polling every 5 s regardless. */
export function useOrderStatus(session: GuestSession | null, orderId: number | null, lang: Language): OrderStatusState {
  const [order, setOrder] = useState<GuestOrder | null>(null);
  const [notInSession, setNotInSession] = useState(false);
  const sessionId = session?.sessionId;
  // Another order (or session): nothing is known about it yet.
  const [watched, setWatched] = useState({ sessionId, orderId });
  if (watched.sessionId !== sessionId || watched.orderId !== orderId) {
    setWatched({ sessionId, orderId });
    setOrder(null);
    setNotInSession(false);
  }
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const session = currentSession();
    if (!session || orderId === null) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const accept = (next: GuestOrder, live = false) => {
      if (abort.signal.aborted) return;
      setOrder((shown) => {
        // The live feed names lines in German: its news keep the lines shown and move their progress;
        // the next load brings added or changed lines.
        if (live) return { ...next, items: shown?.items && next.items ? withLiveProgress(shown.items, next.items) : shown?.items };
        // An answer without the lines (they do not change) keeps those already shown.
        return next.items || !shown?.items ? next : { ...next, items: shown.items };
      });
      finished = FINAL.includes(next.status);
    };
    const poll = async () => {
      try {
        accept(await loadOrder(session, orderId, lang, abort.signal));
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        // 401 has already forgotten the session (api/http.ts); 403/404: not this session's order.
        if (err instanceof HttpError && [401, 403, 404].includes(err.status)) {
          setNotInSession(err.status !== 401);
          return;
        }
        console.warn('Order status poll failed', err);
      }
      if (!abort.signal.aborted && !finished) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    const unsubscribe = subscribeToOrder(session, orderId, (next) => accept(next, true));
    return () => {
      abort.abort();
      clearTimeout(timer);
      unsubscribe();
    };
  }, [sessionId, orderId, lang]);

  return { order, notInSession };
}
