// Jest for the black-box suites: one configuration with one entry per suite; JEST_SUITE (set by the npm scripts)
// picks it.
//   npm test                   unit         the harness's and the bench's own logic; no server, no database
//   npm run test:operations    operations   backups, restores and upgrades of the BUILT product and its backup CLI
//   npm run test:reliability   reliability  the BUILT product under load, killed and restarted, two processes, offline
// The operations and reliability suites start `server/dist` as child processes (`npm run build` first), on the
// embedded database and, with TEST_DATABASE_URL, on PostgreSQL. One file:
// `JEST_SUITE=operations NODE_OPTIONS=--experimental-vm-modules npx jest operations/upgrade.operations.ts`.
const suites = {
  unit: { roots: ['<rootDir>/harness', '<rootDir>/bench'], testMatch: ['**/*.spec.ts'] },
  // Room for a server start under load (harness/server-process.ts waits up to 150 s) plus the test itself.
  operations: { roots: ['<rootDir>/operations'], testMatch: ['**/*.operations.ts'], testTimeout: 240000 },
  // One file at a time: each loads both cores.
  reliability: { roots: ['<rootDir>/reliability'], testMatch: ['**/*.reliability.ts'], testTimeout: 300000, maxWorkers: 1 },
};
const suite = process.env.JEST_SUITE ?? 'unit';
if (!Object.hasOwn(suites, suite)) throw new Error(`JEST_SUITE=${suite}: no such suite (${Object.keys(suites).join(', ')})`);

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // tsconfig.json has isolatedModules: ts-jest only transpiles; `npm run typecheck` checks the types.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 60000,
  maxWorkers: 2,
  ...suites[suite],
};
