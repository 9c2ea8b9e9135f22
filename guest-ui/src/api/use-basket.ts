import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { afterFirstPaint } from '../app/after-first-paint.ts';
import { forgetRefusedSession, type GuestSession } from '../session/session-store.ts';
import type { Language } from '../i18n/languages.ts';
import { type Basket, loadBasket } from './basket.ts';
import { HttpError } from './http.ts';
import { type LiveNews, useLiveNews } from './live-feed.ts';

interface BasketState {
  basket: Basket | null;
  failed: boolean;
  /** Loads the basket again and shows it; answers it (null when the load failed). */
  reload: () => Promise<Basket | null>;
}

type Loaded = Omit<BasketState, 'reload'>;

/** The basket, or null when it could not be loaded; a session the server does not know is forgotten. */
async function fetchBasket(session: GuestSession, lang: Language): Promise<Basket | null> {
  try {
    return await loadBasket(session, lang);
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

/** Whether live news makes the shown basket stale: the table's basket changed, or the menu (sold out, back again). */
export function staleAfter(news: LiveNews, shown: Basket | null): boolean {
  // Another phone's change of the table's basket does not touch a basket of one's own.
  if (news.kind === 'basket') return shown?.shared !== false || shown.basketId === news.basketId;
  return news.kind === 'menu' || (news.kind === 'live' && news.again);
}

/**
 * The session's basket in the guest's language, loaded on mount (and when the language changes) and again when live news says it changed (another phone at the
 * table, the menu); `reload` after every change of one's own. A session the server does not
 * know (401 expired or closed, 403 another session's token, 404 gone) is forgotten, so the screen asks
 * for the QR code again.
 */
export function useBasket(session: GuestSession | null, lang: Language): BasketState {
  const [loaded, setLoaded] = useState<Loaded>({ basket: null, failed: false });
  const sessionId = session?.sessionId;
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);

  // Loads can overlap (live news may ask twice in quick succession): only the newest answer is shown.
  const newestLoad = useRef(0);

  useEffect(() => {
    const session = currentSession();
    if (!session) return;
    const load = ++newestLoad.current;
    // The basket badge is not part of the first screen: its request waits until that is painted.
    void afterFirstPaint()
      .then(() => fetchBasket(session, lang))
      .then((basket) => load === newestLoad.current && setLoaded(showLoaded(basket)));
  }, [sessionId, lang]);

  const reload = async () => {
    if (!session) return null;
    const load = ++newestLoad.current;
    const basket = await fetchBasket(session, lang);
    if (load === newestLoad.current) setLoaded(showLoaded(basket));
    return basket;
  };

  useLiveNews(session?.jwt, (news) => {
    if (staleAfter(news, loaded.basket)) void reload();
  });

  return { ...loaded, reload };
}

export function itemCount(basket: Basket | null): number {
  return basket ? basket.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** A line sold out since it was added: the checkout waits until it is removed (the server would refuse it, 409). */
export function hasSoldOutLine(basket: Basket | null): boolean {
  return basket?.items.some((line) => line.available === false) ?? false;
}
