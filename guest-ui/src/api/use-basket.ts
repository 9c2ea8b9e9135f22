import { useCallback, useEffect, useState } from 'react';
import { forgetRefusedSession, type GuestSession } from '../session/session-store.ts';
import { type Basket, loadBasket } from './basket.ts';
import { HttpError } from './http.ts';

export interface BasketState {
  basket: Basket | null;
  failed: boolean;
  reload: () => Promise<void>;
}

/**
 * The session's basket, loaded on mount; `reload` after every change. A session the server does not
 * know (401 expired or closed, 403 another session's token, 404 gone) is forgotten, so the screen asks
 * for the QR code again.
 */
export function useBasket(session: GuestSession | null): BasketState {
  const [basket, setBasket] = useState<Basket | null>(null);
  const [failed, setFailed] = useState(false);
  const sessionId = session?.sessionId;

  const reload = useCallback(async () => {
    if (!session) return;
    try {
      setBasket(await loadBasket(session));
      setFailed(false);
    } catch (err) {
      console.error(err);
      setFailed(true);
      if (err instanceof HttpError && [401, 403, 404].includes(err.status)) forgetRefusedSession(session.jwt);
    }
    // The session object is re-read from storage on each render; its id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { basket, failed, reload };
}

export function itemCount(basket: Basket | null): number {
  return basket ? basket.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
