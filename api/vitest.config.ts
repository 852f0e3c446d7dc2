import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM script without types
import { longestFirst, shufflingFiles } from '../scripts/longest-first.mjs';

/**
 * Tests that run whole Spanner processes (the fault run's three servers under load, SIGTERM, a start while the
 * database is away) run after every other file, one at a time: each keeps both cores busy with processes of its own,
 * and beside the other files they starved each other's start-up (a process that boots in 5 s took over a minute).
 */
const PROCESSES = ['test/faults.test.ts', 'test/shutdown.test.ts', 'test/start-without-database.test.ts'];

/**
 * The longest files (about 7 to 20 s each on a quiet machine; the rest take 0.1 to 6 s) start first, so none is left
 * running alone at the end (see scripts/longest-first.mjs). Some are long in time, not in CPU (the webhook and queue
 * files wait for deliveries and leases): started early, their waits overlap other files' work. A file that grows
 * past them belongs here.
 */
const LONGEST = [
  'test/parity-writes.test.ts',
  'test/jobs-queue-contract.test.ts',
  'test/webhooks-fairness.test.ts',
  'test/jobs-queue-restart.test.ts',
  'test/parity.test.ts',
  'test/webhooks.test.ts',
  'test/export-stored-files.test.ts',
  'test/parity-public-writes.test.ts',
  'test/edge-fuzz.test.ts',
];

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
    // `--sequence.shuffle.files` still draws the order (docs/testing.md: files pass in any order).
    sequence: shufflingFiles() ? {} : { sequencer: longestFirst(LONGEST) },
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
