import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCategories } from './api/categories.ts';
import { closeLive } from './api/live-feed.ts';
import { forgetMenuItems } from './api/menu-items.ts';

// No test connects a socket: the live feed is played by test-live.ts.
vi.mock('@tischlein/live-client', () => import('./test-live.ts'));

// jsdom does not scroll; the router scrolls to the top on every navigation.
window.scrollTo = () => {};

// The test files share one module graph (vite.config.ts, `isolate: false`): what a page keeps for its life is
// forgotten after each test, as a new page would start without it.
afterEach(() => {
  cleanup();
  closeLive();
  localStorage.clear();
  forgetMenuItems();
  forgetCategories();
});
