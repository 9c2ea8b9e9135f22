// Jest for the server: one project per suite, chosen by the npm scripts with --selectProjects.
//   npm test                unit tests beside the sources (src/**/*.spec.ts) and the API tests (test/)
//   npm run test:security   security/*.security.ts, the security suite
//   npm run test:fuzz       test/fuzz/*.fuzz-spec.ts, the bad-input suite (its own run, so `npm test` does not repeat
//                           it on both databases)
// All three boot the real Nest app inside the jest worker on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL); every test file has its own database. The suites that start the BUILT product as a process are
// in blackbox/. Native ESM (NestJS 12 is ESM-only): the scripts set NODE_OPTIONS=--experimental-vm-modules.
const inProcessApp = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See the file: ESM-only, required from CommonJS by @fastify/static.
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
  // tsconfig.json has isolatedModules: ts-jest only transpiles; `npm run typecheck` checks the types.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

export default {
  testTimeout: 60000,
  // Two workers on two cores; every test file has its own database, so files never share state.
  maxWorkers: 2,
  projects: [
    {
      ...inProcessApp,
      displayName: 'api',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    },
    { ...inProcessApp, displayName: 'security', roots: ['<rootDir>/security'], testMatch: ['**/*.security.ts'] },
    { ...inProcessApp, displayName: 'fuzz', roots: ['<rootDir>/test/fuzz'], testMatch: ['**/*.fuzz-spec.ts'] },
  ],
};
