import { prefetchMenu } from '../pages/menu-prefetch.ts';
import { matchRoute } from './router.ts';

/** The menu page's code: App renders it lazily, the preload below starts the same download earlier. */
export const loadMenuPage = () => import('../pages/MenuPage.tsx');

/**
 * Starts fetching what the screen a page load opens on needs (for the menu: its code and its first data)
 * before React renders, side by side instead of one after the other.
 */
export function preloadScreen(path: string): void {
  const route = matchRoute(path);
  if (route?.name !== 'menu') return;
  void loadMenuPage();
  prefetchMenu(route.params.menuType);
}
