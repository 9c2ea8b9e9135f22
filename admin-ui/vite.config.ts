import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// react-admin in one chunk is about 1 MB: split the vendors so they cache apart and load in parallel.
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/ },
  {
    name: 'vendor-ra',
    test: /node_modules[\\/](react-admin|ra-[a-z-]+|@tanstack|react-hook-form|lodash|date-fns|inflection|query-string|node-polyglot)[\\/]/,
  },
  { name: 'vendor-live', test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser)[\\/]/ },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
