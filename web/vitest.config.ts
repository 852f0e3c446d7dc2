import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Shell logic and components in jsdom. The browser end-to-end suite has its own config (vitest.e2e.config.ts).
// `isolate: false`: each worker loads the app's modules and one jsdom once for all the files it runs, instead of
// once per file (about 3x less CPU). Files stay independent: src/test-setup.ts unmounts, clears storage and
// restores stubbed globals, spies and timers after every test.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '@rules': path.resolve(import.meta.dirname, '../api/src/rules') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    isolate: false,
    // A busy shared machine stretches the slowest dialog tests to about 5 s, vitest's default limit.
    testTimeout: 20_000,
  },
});
