import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

// `npm run bench -w web`: browser measures (e2e/*.bench.ts) over the same built app, API and Chromium as the
// end-to-end suite, one file at a time against one server (global-setup.ts reads E2E_WORKERS), so nothing else
// runs beside a measure. Timings are printed, never asserted, so they stay out of `npm test`.
process.env.E2E_WORKERS = '1';
export default defineConfig({
  test: { ...e2e.test, include: ['e2e/**/*.bench.ts'], maxWorkers: 1, fileParallelism: false },
});
