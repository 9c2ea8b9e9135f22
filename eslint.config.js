// One lint configuration for the whole repository (ESLint 9 flat config): `npm run lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-bench/',
      '**/dist-first-screen/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'data/',
      'server/data/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // The server (with its migrations and tests) and the black-box suites and bench: type-aware rules.
  {
    files: ['server/**/*.ts', 'migrations/**/*.ts', 'blackbox/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // Test doubles answer with `async () => value`, as the real methods do.
  {
    files: ['server/test/**/*.ts', 'server/security/**/*.ts', 'server/src/**/*.spec.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // API tests read untyped JSON answers (supertest's body) and raw query rows on purpose: they check them field by field.
  {
    files: ['server/test/**/*.ts', 'server/security/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The two React apps and the live client run in the browser.
  {
    files: ['guest-ui/**/*.{ts,tsx}', 'admin-ui/**/*.{ts,tsx}', 'live-client/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    // Missing effect dependencies are errors here, not the preset's warnings.
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  // Build scripts, configs and the browser tests run on Node.
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', '**/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
