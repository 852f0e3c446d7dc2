import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Headless Debian Chromium; never the Playwright download. Flags keep it quiet on a closed network. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? ensureChromium(),
      args: [
        ...CHROMIUM_ARGS,
        // Animations collapse to ~0 ms (see global.css.ts), so assertions never race an animation.
        '--force-prefers-reduced-motion',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  // Pre-bundle what tests import lazily, so Vite never reloads the browser mid-run.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@internationalized/date',
      'react-aria-components',
      'react-dom/client',
      'storybook/test',
      // The owner's analytics charts (web/src/features/owner-figures), with web's own pinned visx.
      '@spanner/web > @visx/group',
      '@spanner/web > @visx/scale',
      '@spanner/web > @visx/shape',
    ],
  },
  test: {
    // One browser page runs the files of a project one after another with their modules kept, rather than a fresh
    // page and module graph per file: about half the suite's time went to setting those up (2026-11-26: stories
    // 89 → 41 s, components 44 → 25 s). What a test renders is unmounted after it (test/setup.ts; stories clean up
    // their own), so no file sees another's DOM.
    isolate: false,
    projects: [
      {
        // Every story is a test: it renders, runs its play function and passes an axe check.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '../.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: { name: 'components', include: ['src/**/*.test.tsx'], setupFiles: ['src/test/setup.ts'], browser: browser() },
      },
    ],
  },
});
