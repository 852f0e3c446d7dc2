import os from 'node:os';

/**
 * How many browser test files run at once, each worker with its own API server and database: `E2E_WORKERS`, else
 * one per CPU core up to two (the browser, the server and the test runner of a worker share about one core).
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}
