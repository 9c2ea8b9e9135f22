// The bad-input (fuzz) suite, `npm run test:fuzz`: its own run, so `npm test` does not repeat it on both databases.
import base from './jest.config.js';

export default {
  ...base,
  roots: ['<rootDir>/test/fuzz'],
  testMatch: ['**/*.fuzz-spec.ts'],
};
