// Jest for the black-box suites: one project per suite, chosen by the npm scripts with --selectProjects.
//   npm test                  unit         the harness's and the bench's own logic; no server, no database
//   npm run test:operations   operations   backups, restores and upgrades of the BUILT product and its backup CLI
//   npm run test:reliability  reliability  the BUILT product under load, killed and restarted, two processes, offline
// The operations and reliability suites start `server/dist` as child processes: `npm run build` first. They run on
// the embedded database and, with TEST_DATABASE_URL, on PostgreSQL. Native ESM: the scripts set
// NODE_OPTIONS=--experimental-vm-modules.
const esm = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // tsconfig.json has isolatedModules: ts-jest only transpiles; `npm run typecheck` checks the types.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
};

export default {
  // Jest reads testTimeout and maxWorkers only here, not per project. These are the operations suite's: room for a
  // server start under load (harness/server-process.ts waits up to 150 s) plus the test itself, two files at once.
  // The reliability suite's npm script overrides both: one file at a time (each loads both cores), 300 s a test.
  testTimeout: 240000,
  maxWorkers: 2,
  projects: [
    { ...esm, displayName: 'unit', roots: ['<rootDir>/harness', '<rootDir>/bench'], testMatch: ['**/*.spec.ts'] },
    { ...esm, displayName: 'operations', roots: ['<rootDir>/operations'], testMatch: ['**/*.operations.ts'] },
    { ...esm, displayName: 'reliability', roots: ['<rootDir>/reliability'], testMatch: ['**/*.reliability.ts'] },
  ],
};
