import type { Language } from '../i18n/languages.ts';
import { prefetchMenu } from '../pages/menu-prefetch.ts';
import { matchRoute } from './router.ts';

/**
 * Starts loading what the screen a page load opens on needs (for the menu, whose code is in the first
 * download: its first data, which its index.html usually carries already) before React renders, side by
 * side with the texts instead of after them.
 * Resolves once it is there (or failed), so the first render can show it.
 */
export function preloadScreen(path: string, lang: Language): Promise<void> {
  const route = matchRoute(path);
  return route?.name === 'menu' ? prefetchMenu(route.params.menuType, lang) : Promise.resolve();
}
