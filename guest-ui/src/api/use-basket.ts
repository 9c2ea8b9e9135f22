import { useEffect, useEffectEvent, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint.ts';
import { forgetRefusedSession, type GuestSession } from '../session/session-store.ts';
import { type Basket, loadBasket } from './basket.ts';
import { HttpError } from './http.ts';

export interface BasketState {
  basket: Basket | null;
  failed: boolean;
  reload: () => Promise<void>;
}

type Loaded = Omit<BasketState, 'reload'>;

/** The basket, or null when it could not be loaded; a session the server does not know is forgotten. */
async function fetchBasket(session: GuestSession): Promise<Basket | null> {
  try {
    return await loadBasket(session);
  } catch (err) {
    console.error(err);
    if (err instanceof HttpError && [401, 403, 404].includes(err.status)) forgetRefusedSession(session.jwt);
    return null;
  }
}

/** A failed load keeps the basket shown last. */
const showLoaded =
  (basket: Basket | null) =>
  (shown: Loaded): Loaded =>
    basket ? { basket, failed: false } : { ...shown, failed: true };

/**
 * The session's basket, loaded on mount; `reload` after every change. A session the server does not
 * know (401 expired or closed, 403 another session's token, 404 gone) is forgotten, so the screen asks
 * for the QR code again.
 */
export function useBasket(session: GuestSession | null): BasketState {
  const [loaded, setLoaded] = useState<Loaded>({ basket: null, failed: false });
  const sessionId = session?.sessionId;
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const session = currentSession();
    // The basket badge is not part of the first screen: its request waits until that is painted.
    if (session)
      void afterFirstPaint()
        .then(() => fetchBasket(session))
        .then((basket) => setLoaded(showLoaded(basket)));
  }, [sessionId]);

  const reload = async () => {
    if (session) setLoaded(showLoaded(await fetchBasket(session)));
  };

  return { ...loaded, reload };
}

export function itemCount(basket: Basket | null): number {
  return basket ? basket.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
