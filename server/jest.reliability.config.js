// The reliability suite (`npm run test:reliability`): the BUILT product under load, killed and restarted, two
// processes on one PostgreSQL, a kitchen screen offline, the embedded database killed mid-write. Needs
// `npm run build` first; the PostgreSQL parts need TEST_DATABASE_URL. One file at a time: each loads both cores.
import base from './jest.config.js';

export default {
  ...base,
  roots: ['<rootDir>/reliability'],
  testMatch: ['**/*.reliability.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  maxWorkers: 1,
  testTimeout: 300000,
  // Transpile only: the types are checked by `npm run typecheck`.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
};
