// The operations suite (`npm run test:operations`): backups, restores and upgrades of the BUILT product, started as a
// child process, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL. Needs `npm run build` first.
import base from './jest.config.js';

export default {
  ...base,
  roots: ['<rootDir>/operations'],
  testMatch: ['**/*.operations.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  // Room for a server start under load (bench/server-process.ts waits up to 150 s) plus the test itself.
  testTimeout: 240000,
  // Transpile only: the types are checked by `npm run typecheck`, and checking them here doubled the suite's time.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
};
