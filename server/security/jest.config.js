// The security suite (`npm run test:security`): its own jest run, so `npm test` stays as it is.
import base from '../jest.config.js';

export default {
  ...base,
  rootDir: '..',
  roots: ['<rootDir>/security'],
  testMatch: ['**/*.security.ts'],
};
