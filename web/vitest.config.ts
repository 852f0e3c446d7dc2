import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Shell logic and components in jsdom. The browser end-to-end suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: { '@rules': path.resolve(import.meta.dirname, '../api/src/rules') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
