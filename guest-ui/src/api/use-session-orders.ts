import { useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '../i18n/languages.ts';
import { earlierSessions, forgetEarlierSession, type GuestSession } from '../session/session-store.ts';
import { HttpError } from './http.ts';
import { listenLive } from './live-feed.ts';
import type { GuestOrder } from './order-status.ts';
import { loadSessionOrders } from './session-orders.ts';

/** Polling beside the live feed: it moves the statuses when the feed cannot connect. */
const POLL_INTERVAL_MS = 10_000;

interface SessionOrders {
  /** Newest first; null until loaded. */
  orders: GuestOrder[] | null;
  failed: boolean;
}

/**
 * The orders of this phone's earlier sessions at the same place ("Neue Bestellung" starts a new session): each asked
 * with its own token; one the server no longer knows (the party ended, it expired) is forgotten.
 */
async function earlierOrders(lang: Language, signal: AbortSignal): Promise<GuestOrder[]> {
  const lists = await Promise.all(
    earlierSessions().map(({ sessionId, jwt }) =>
      loadSessionOrders({ sessionId, jwt }, lang, signal).catch((err: unknown) => {
        if (err instanceof HttpError && [401, 403, 404].includes(err.status)) forgetEarlierSession(sessionId);
        else if ((err as Error).name !== 'AbortError') console.warn('Loading earlier orders failed', err);
        return [];
      }),
    ),
  );
  return lists.flat();
}

/** The lists of all sessions as one, each order once, newest first. */
function merged(lists: GuestOrder[][]): GuestOrder[] {
  const byId = new Map<number, GuestOrder>();
  for (const order of lists.flat()) if (!byId.has(order.orderId)) byId.set(order.orderId, order);
  return [...byId.values()].sort((a, b) => b.orderId - a.orderId);
}

/**
 * The orders this phone may see (its own and, at a table, those the table's shared basket became since it sat
 * down, also before a "Neue Bestellung"), their lines in `lang`, kept current: a live event of a known order changes its status in place, one of an
 * order not shown yet (another phone sent the table's basket) loads the list again; and every 10 s regardless.
 */
export function useSessionOrders(session: GuestSession | null, lang: Language): SessionOrders {
  const [state, setState] = useState<SessionOrders>({ orders: null, failed: false });
  const sessionId = session?.sessionId;
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const session = currentSession();
    if (!session) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let known = new Set<number>();
    const load = async () => {
      clearTimeout(timer);
      try {
        const orders = merged(await Promise.all([loadSessionOrders(session, lang, abort.signal), earlierOrders(lang, abort.signal)]));
        known = new Set(orders.map((order) => order.orderId));
        setState({ orders, failed: false });
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        console.warn('Loading the orders failed', err);
        setState((shown) => ({ ...shown, failed: true }));
      }
      if (!abort.signal.aborted) timer = setTimeout(load, POLL_INTERVAL_MS);
    };
    void load();
    // The live feed names lines in German: a known order takes only its status and amounts from it.
    const unsubscribe = listenLive(session.jwt, (news) => {
      if (news.kind !== 'order') return;
      const { orderId, status, paymentStatus, grossAmount, rejectionReason } = news.order;
      if (!known.has(orderId)) return void load();
      setState((shown) => ({
        ...shown,
        orders:
          shown.orders?.map((order) =>
            order.orderId === orderId ? { ...order, status, paymentStatus, grossAmount, rejectionReason } : order,
          ) ?? null,
      }));
    });
    return () => {
      abort.abort();
      clearTimeout(timer);
      unsubscribe();
    };
  }, [sessionId, lang]);

  return state;
}
