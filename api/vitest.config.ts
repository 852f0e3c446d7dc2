import { defineConfig } from 'vitest/config';

/**
 * Tests that run whole Spanner processes (the fault run's three servers under load, SIGTERM, a start while the
 * database is away) run after every other file, one at a time: each keeps both cores busy with processes of its own,
 * and beside the other files they starved each other's start-up (a process that boots in 5 s took over a minute).
 */
const PROCESSES = ['test/faults.test.ts', 'test/shutdown.test.ts', 'test/start-without-database.test.ts'];

const shared = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  isolate: false,
} as const;

// API tests run against buildApp() on a real database. test/global-setup.ts migrates one template per run
// (PGlite by default, PostgreSQL when DATABASE_URL is set); each worker clones it once and keeps it, with its
// modules, for every file it runs (`isolate: false`). Files isolate themselves by organisation.
export default defineConfig({
  test: {
    ...shared,
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'prisma/**/*.test.ts'],
          exclude: PROCESSES,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'processes', include: PROCESSES, maxWorkers: 1, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
