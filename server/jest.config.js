// Jest for the server: one configuration with one entry per suite; JEST_SUITE (set by the npm scripts) picks it.
//   npm test                api       unit tests beside the sources (src/**/*.spec.ts) and the API tests (test/)
//   npm run test:security   security  security/*.security.ts, the security suite
//   npm run test:fuzz       fuzz      test/fuzz/*.fuzz-spec.ts, the bad-input suite (its own run, so `npm test` does not
//                                     repeat it on both databases)
// All three boot the real Nest app inside the jest worker on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL); every test file has its own database. The suites that start the BUILT product as a process are
// in blackbox/. One file: `NODE_OPTIONS=--experimental-vm-modules npx jest test/auth.e2e-spec.ts` (with
// JEST_SUITE=security or fuzz for theirs); the flag because this is native ESM (NestJS 12 is ESM-only).
const suites = {
  api: { roots: ['<rootDir>/src', '<rootDir>/test'], testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'] },
  security: { roots: ['<rootDir>/security'], testMatch: ['**/*.security.ts'] },
  fuzz: { roots: ['<rootDir>/test/fuzz'], testMatch: ['**/*.fuzz-spec.ts'] },
};
const suite = process.env.JEST_SUITE ?? 'api';
if (!Object.hasOwn(suites, suite)) throw new Error(`JEST_SUITE=${suite}: no such suite (${Object.keys(suites).join(', ')})`);

export default {
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
  testTimeout: 60000,
  // Two workers on two cores; every test file has its own database, so files never share state.
  maxWorkers: 2,
  ...suites[suite],
};
