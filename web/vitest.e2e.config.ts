import { defineConfig } from 'vitest/config';

// The browser end-to-end suite: Playwright (playwright-core) drives Debian's Chromium against the built web app
// served by the real API on a fresh embedded database (see e2e/global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
