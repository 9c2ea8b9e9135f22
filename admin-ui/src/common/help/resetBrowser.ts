/** Spec 9: the admin reset waits this long before reloading, so its message can be read. */
export const RESET_RELOAD_MS = 400;

interface BrowserLike {
  localStorage: Pick<Storage, 'clear'>;
  sessionStorage: Pick<Storage, 'clear'>;
  location: Pick<Location, 'assign'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Spec 4 (help dialog): clears local and session storage, then reloads /admin after 400 ms. */
export function resetBrowser(browser: BrowserLike = window): void {
  browser.localStorage.clear();
  browser.sessionStorage.clear();
  browser.setTimeout(() => browser.location.assign('/admin'), RESET_RELOAD_MS);
}
