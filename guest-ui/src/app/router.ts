import { useSyncExternalStore } from 'react';

/** A tiny history router: the app's routes all live under this base. */
export const BASE = '/order';
const CHANGE = 'tischlein:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query; re-renders on every navigation. */
export function useLocation(): { path: string; query: URLSearchParams } {
  // The server's drawing of the first screen (first-screen.tsx) reads the page's location the same way.
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, window.location.origin);
  return { path: url.pathname, query: url.searchParams };
}

/** Whether a path is already under the base: "/order/basket" is, "/orders" (the app's own route) is not. */
const underBase = (path: string) => path === BASE || path.startsWith(`${BASE}/`) || path.startsWith(`${BASE}?`);

/** `state` is kept with the new history entry (window.history.state), also across a reload. */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const target = underBase(to) ? to : BASE + to;
  if (options.replace) window.history.replaceState(options.state ?? null, '', target);
  else window.history.pushState(options.state ?? null, '', target);
  window.scrollTo?.(0, 0);
  window.dispatchEvent(new Event(CHANGE));
}

interface RouteMatch {
  name: 'start' | 'staff' | 'choose' | 'menu' | 'basket' | 'checkout' | 'confirmation' | 'orders' | 'bill' | 'accessibility';
  params: Record<string, string>;
}

const ROUTES: Array<[RouteMatch['name'], RegExp]> = [
  ['start', /^\/start\/?$/],
  // Staff order entry: a waiter opens a session at the table (query `table`, its id) with the back office's login.
  ['staff', /^\/staff\/?$/],
  ['choose', /^\/choose\/?$/],
  ['menu', /^\/menu\/(?<menuType>[^/]+)\/?$/],
  ['basket', /^\/basket\/?$/],
  ['checkout', /^\/checkout\/?$/],
  ['confirmation', /^\/confirmation\/?$/],
  // The orders this phone may see (its own, and at a table the shared basket's since it sat down), live.
  ['orders', /^\/orders\/?$/],
  // The table's open bill: the guest's own lines and the whole table's (at a table only).
  ['bill', /^\/bill\/?$/],
  // The accessibility statement (Barrierefreiheitserklärung): open to anyone, with or without a session.
  ['accessibility', /^\/barrierefreiheit\/?$/],
];

export function matchRoute(path: string): RouteMatch | null {
  const local = underBase(path) ? path.slice(BASE.length) : path;
  for (const [name, pattern] of ROUTES) {
    const found = pattern.exec(local);
    if (found) return { name, params: Object.fromEntries(Object.entries(found.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
  }
  return null;
}
