import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeLive } from './api/live-feed.ts';

// No test connects a socket: the live feed is played by test-live.ts.
vi.mock('@tischlein/live-client', () => import('./test-live.ts'));

afterEach(() => {
  cleanup();
  closeLive();
  localStorage.clear();
});
