import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config.ts';

// `npm run bench -w web`: browser measures (e2e/*.bench.ts) over the same built app, API and Chromium as the
// end-to-end suite, one file at a time against one server (global-setup.ts reads E2E_WORKERS), so nothing else
// runs beside a measure. Timings are printed, never asserted, so they stay out of `npm test`.
process.env.E2E_WORKERS = '1';
// The e2e config's projects (browser, assistant) each name their own files; the bench is one project of its own.
const { projects: _projects, ...e2eTest } = e2e.test ?? {};
export default defineConfig({
  test: { ...e2eTest, include: ['e2e/**/*.bench.ts'], maxWorkers: 1, fileParallelism: false },
});
