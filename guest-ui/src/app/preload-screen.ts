import type { Language } from '../i18n/languages.ts';
import { loadMenuTypes } from '../api/menu-types.ts';
import { prefetchMenu } from '../pages/menu-prefetch.ts';
import { matchRoute } from './router.ts';

/**
 * Starts loading what the screen a page load opens on needs (for the menu and for order-start, whose code is in the
 * first download: their first data, which their index.html usually carries already) before React renders, side by
 * side with the texts instead of after them.
 * Resolves once it is there (or failed), so the first render can show it.
 */
export function preloadScreen(path: string, lang: Language): Promise<void> {
  const route = matchRoute(path);
  if (route?.name === 'menu') return prefetchMenu(route.params.menuType, lang);
  // Order-start shows choose-type's types while the session starts (its index.html carries them).
  if (route?.name === 'start' || route?.name === 'choose') return loadMenuTypes(lang).then(noop, noop);
  return Promise.resolve();
}

const noop = () => undefined;
