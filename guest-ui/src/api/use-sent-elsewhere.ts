import { useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '../i18n/languages.ts';
import type { GuestSession } from '../session/session-store.ts';
import type { Basket } from './basket.ts';
import type { GuestOrder } from './order-status.ts';
import { loadSessionOrders } from './session-orders.ts';

/** Whether the basket shown before was sent by another phone: the table's basket went on to a new one while it had items. */
export function sentElsewhere(before: Basket | null, after: Basket | null): boolean {
  if (!before?.shared || before.items.length === 0 || !before.basketId) return false;
  return after?.shared === true && !!after.basketId && after.basketId !== before.basketId;
}

/** The confirmation of an order another phone at the table sent: it says so ("Bestellung wurde bereits gesendet"). */
export function sentOrderPath(orderId: number, orderNumber: number | null): string {
  const query = new URLSearchParams({ orderId: String(orderId), alreadySent: '1' });
  if (orderNumber !== null) query.set('orderNumber', String(orderNumber));
  return `/confirmation?${query}`;
}

interface SentElsewhere {
  /** Another phone at the table sent the basket shown here (and the new one is still empty). */
  sent: boolean;
  /** The order it became, once known. */
  order: GuestOrder | null;
}

/** Notices when another phone at the table sends the shared basket shown here, and finds the order it became (the table's newest). */
export function useSentElsewhere(session: GuestSession | null, basket: Basket | null, lang: Language): SentElsewhere {
  const [previous, setPrevious] = useState(basket);
  const [sent, setSent] = useState(false);
  const [order, setOrder] = useState<GuestOrder | null>(null);
  if (basket !== previous) {
    setPrevious(basket);
    if (sentElsewhere(previous, basket)) setSent(true);
  }
  // The session object is re-read from storage on each render; it is read when the basket was sent.
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const session = currentSession();
    if (!sent || !session) return;
    const abort = new AbortController();
    loadSessionOrders(session, lang, abort.signal).then(
      ([newest]) => newest && setOrder(newest),
      (err: unknown) => (err as Error).name !== 'AbortError' && console.warn('Loading the orders failed', err),
    );
    return () => abort.abort();
  }, [sent, lang]);

  return { sent: sent && basket?.items.length === 0, order };
}
