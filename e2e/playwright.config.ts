import { defineConfig, devices } from '@playwright/test';

// Build first: npm run build -w server && npm run build -w guest-ui (the tests start server/dist themselves).
const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig<object, { serverPortRange: [number, number]; publicHost?: string }>({
  testDir: '.',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Traces keep DOM snapshots but no screencast: recording screenshots cost every test about a sixth of its time.
  // Reduced motion: no transitions to render and wait through (a tenth of the suite's time).
  use: {
    // In CI no trace at all: only the log of a CI run is kept, and recording costs every test its time.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'de-AT',
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'guest',
      testMatch: 'guest/**/*.spec.ts',
      // Own output folder: suites may run at the same time, and each run empties its folder first.
      outputDir: '../test-results/e2e-guest',
      use: { ...chromium, viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: true, serverPortRange: [4100, 4199] },
    },
    {
      name: 'admin',
      testMatch: 'admin/**/*.spec.ts',
      use: { ...chromium, viewport: { width: 1366, height: 850 }, serverPortRange: [4200, 4299] },
    },
    {
      // Both apps over plain HTTP under a host name that is not localhost (not a secure context), as on a
      // restaurant's own network: the server runs with PUBLIC_URL=http://tischlein.test:PORT.
      name: 'network',
      testMatch: 'network/**/*.spec.ts',
      outputDir: '../test-results/e2e-network',
      use: {
        ...chromium,
        launchOptions: {
          ...chromium.launchOptions,
          args: [...chromium.launchOptions.args, '--host-resolver-rules=MAP tischlein.test 127.0.0.1'],
        },
        serverPortRange: [4300, 4399],
        publicHost: 'tischlein.test',
      },
    },
  ],
});
