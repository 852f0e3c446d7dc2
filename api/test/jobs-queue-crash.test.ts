import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { until } from './jobs-queue-fixtures.ts';
import { workerProcesses } from './worker-processes.ts';

// A worker killed (SIGKILL) in the middle of a job: the job runs again once its lease (2 s here) has run out, in
// another worker process, exactly once, and completes. On PGlite the second process opens the same data folder the
// killed one left; on PostgreSQL (DATABASE_URL) both share the database.

const spawnWorker = await workerProcesses(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'jobs-queue-crash-child.ts'),
  'queue-core-crash-',
);
const worker = (role: 'first' | 'second') => spawnWorker({ ROLE: role });

const runs = (lines: string[]) => lines.filter((l) => l.startsWith('ran ')).map((l) => l.split(' ').map(Number).slice(1));

it('runs a killed worker’s job again after its lease, once', async () => {
  const first = worker('first');
  const [attempt, startedAt] = await until('the first worker to start the job', () => runs(first.lines)[0], 60_000);
  expect(attempt).toBe(1);
  first.proc.kill('SIGKILL');
  await first.exited;

  const second = worker('second');
  const code = await second.exited;
  expect(code, second.errors()).toBe(0);
  const again = runs(second.lines);
  expect(again, 'ran again exactly once').toHaveLength(1);
  expect(again[0][0], 'its second try').toBe(2);
  expect(again[0][1] - startedAt, 'not before its lease ran out').toBeGreaterThanOrEqual(2000);
  expect(second.lines.find((l) => l.startsWith('completed'))).toContain('"queued":0');
}, 120_000);
