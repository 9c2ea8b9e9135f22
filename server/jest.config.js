// Native ESM jest (NestJS 12 is ESM-only): run with NODE_OPTIONS=--experimental-vm-modules.
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See the file: ESM-only, required from CommonJS by @fastify/static.
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  // Two workers on two cores; every test file has its own database, so files never share state.
  maxWorkers: 2,
};
