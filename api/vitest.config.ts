import { defineConfig } from 'vitest/config';

// API tests run against buildApp() on a real database: a fresh in-memory PGlite per file by default,
// a fresh PostgreSQL database per file when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'prisma/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
