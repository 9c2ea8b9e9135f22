/** Past this, what waits for the first paint goes ahead anyway (a page opened in a background tab never paints). */
const LONGEST_WAIT_MS = 1500;

let painted: Promise<void> | null = null;

/** Calls resolve when the browser reports the first contentful paint (at once if it has, or cannot report it). */
function firstContentfulPaint(resolve: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Resolves once the page's first content is on the screen. What the first screen does not need (the
 * background image, the basket badge, the app metadata) waits for it, so its requests do not compete
 * with the menu for the network and the main thread before that.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    firstContentfulPaint(resolve);
    setTimeout(resolve, LONGEST_WAIT_MS);
  });
  return painted;
}
