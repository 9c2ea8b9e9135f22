import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from './server.ts';

interface WorkerFixtures {
  /** The port range this project's servers use (guest 4100–4199; other suites set their own). */
  serverPortRange: [number, number];
  /** Serve under this host name (PUBLIC_URL) instead of localhost; the project maps it to 127.0.0.1 in Chromium. */
  publicHost: string | undefined;
  /** One fresh server (own database) per worker. */
  server: RunningServer;
}

export const test = base.extend<object, WorkerFixtures>({
  // Relative page.goto() paths go to this worker's server.
  baseURL: async ({ server }, use) => use(server.publicUrl),
  serverPortRange: [[4100, 4199], { option: true, scope: 'worker' }],
  publicHost: [undefined, { option: true, scope: 'worker' }],
  server: [
    async ({ serverPortRange, publicHost }, use) => {
      const server = await startServer({ portRange: serverPortRange, publicHost });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

export { expect } from '@playwright/test';
