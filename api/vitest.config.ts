import { defineConfig } from 'vitest/config';

// API tests run against buildApp() on a real database. test/global-setup.ts migrates one template per run
// (PGlite by default, PostgreSQL when DATABASE_URL is set); each worker clones it once and keeps it, with its
// modules, for every file it runs (`isolate: false`). Files isolate themselves by organisation.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'prisma/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
