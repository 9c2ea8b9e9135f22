import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Puts the app's stylesheet into index.html instead of linking it: one request fewer before the first
 * paint on a phone's slow network (a few KB; index.html is revalidated, so a repeat visit costs a 304).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'tischlein:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      index.source = index.source.replace(/<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
        const css = bundle[file];
        if (css?.type !== 'asset') return link;
        delete bundle[file];
        return `<style>${String(css.source)}</style>`;
      });
    },
  };
}

/**
 * The build the server draws each page load's first screen with (src/first-screen.tsx, server/src/spa/first-screen.ts):
 * one classic script with everything in it (React too), run in a sandbox that looks like the fresh page.
 */
const firstScreenBuild: UserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    outDir: 'dist-first-screen',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { format: 'iife', name: 'TischleinFirstScreen' } },
    minify: true,
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? firstScreenBuild : {}),
  base: '/order/',
  plugins: [react(), inlineStylesheet()],
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom and module graph per worker, not per file (42 → 17 s here); test-setup.ts forgets the page's state.
    isolate: false,
    // Beside the other suites in CI a screen's answers can take seconds.
    testTimeout: 20_000,
  },
}));
