import type { ServiceCall } from '@tischlein/api-types';
import type { LiveOrder } from '@tischlein/live-client';
import { useEffect, useEffectEvent } from 'react';
import { afterFirstPaint } from '../app/after-first-paint.ts';

/** What the live feed tells a guest's screen. */
export type LiveNews =
  | { kind: 'order'; order: LiveOrder }
  | { kind: 'service-call'; call: ServiceCall }
  | { kind: 'basket'; basketId: string }
  | { kind: 'menu' }
  /** The connection is live; `again` after it had been lost, so what came meanwhile was missed. */
  | { kind: 'live'; again: boolean };

type Listener = (news: LiveNews) => void;

/** Menu changes reach every phone in the restaurant at once: each waits up to this long before reloading. */
export const MENU_RELOAD_SPREAD_MS = 300;
/** After the last screen let go, the connection stays this long: the next screen usually takes it over. */
const IDLE_CLOSE_MS = 3000;

interface Feed {
  jwt: string;
  listeners: Set<Listener>;
  closed: boolean;
  close?: () => void;
  idle?: ReturnType<typeof setTimeout>;
}

let feed: Feed | null = null;

function tell(opened: Feed, news: LiveNews): void {
  for (const listener of opened.listeners) listener(news);
}

function open(jwt: string): Feed {
  const opened: Feed = { jwt, listeners: new Set(), closed: false };
  const tellLater = (news: LiveNews) => {
    const listeners = [...opened.listeners];
    setTimeout(
      () => listeners.forEach((listener) => opened.listeners.has(listener) && listener(news)),
      Math.random() * MENU_RELOAD_SPREAD_MS,
    );
  };
  // The client library (with socket.io-client, ~13 KB gzipped) is not part of the first download.
  void afterFirstPaint()
    .then(() => import('@tischlein/live-client'))
    .then(
      ({ connectLive }) => {
        if (opened.closed) return;
        let wasLive = false;
        const connection = connectLive({
          token: jwt,
          onEvent: (_name, event) => tell(opened, { kind: 'order', order: event.order }),
          onServiceCall: (call) => tell(opened, { kind: 'service-call', call }),
          onBasketChanged: ({ basketId }) => tell(opened, { kind: 'basket', basketId }),
          onMenuChanged: () => tellLater({ kind: 'menu' }),
          onState: (state) => {
            if (state !== 'live') return;
            tell(opened, { kind: 'live', again: wasLive });
            wasLive = true;
          },
        });
        opened.close = () => connection.close();
      },
      (err: unknown) => console.warn('Live updates unavailable', err),
    );
  return opened;
}

function shut(closing: Feed): void {
  closing.closed = true;
  clearTimeout(closing.idle);
  closing.close?.();
  if (feed === closing) feed = null;
}

/**
 * Listens to the live feed of the session with this token. All screens share one connection (opened after the
 * first paint, closed a little after the last listener left); without a token nothing is heard.
 * Returns the function that stops listening.
 */
export function listenLive(jwt: string | undefined, listener: Listener): () => void {
  if (!jwt) return () => {};
  if (feed && feed.jwt !== jwt) shut(feed);
  const current = (feed ??= open(jwt));
  clearTimeout(current.idle);
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && !current.closed) current.idle = setTimeout(() => shut(current), IDLE_CLOSE_MS);
  };
}

/** Closes the connection at once (tests). */
export function closeLive(): void {
  if (feed) shut(feed);
}

/** Hears the live feed while the component is mounted; `onNews` may change from render to render. */
export function useLiveNews(jwt: string | undefined, onNews: Listener): void {
  const hear = useEffectEvent(onNews);
  useEffect(() => listenLive(jwt, (news) => hear(news)), [jwt]);
}
