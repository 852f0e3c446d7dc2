import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

// `npm run bench -w web`: browser measures (e2e/*.bench.ts) over the same built app, API and Chromium as the
// end-to-end suite. Timings are printed, never asserted, so they stay out of `npm test`.
export default defineConfig({ test: { ...e2e.test, include: ['e2e/**/*.bench.ts'] } });
