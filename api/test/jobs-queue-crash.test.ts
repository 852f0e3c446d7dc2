import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { databaseForProcess } from './database.ts';
import { until } from './jobs-queue-fixtures.ts';

// A worker killed (SIGKILL) in the middle of a job: the job runs again once its lease (2 s here) has run out, in
// another worker process, exactly once, and completes. On PGlite the second process opens the same data folder the
// killed one left; on PostgreSQL (DATABASE_URL) both share the database.

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'jobs-queue-crash-child.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'queue-core-crash-'));
const database = await databaseForProcess(dataDir);
const processes: ChildProcess[] = [];

afterAll(async () => {
  for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function worker(role: 'first' | 'second') {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, ...database.env, ROLE: role, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(proc);
  const lines: string[] = [];
  let errors = '';
  proc.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  proc.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, lines, errors: () => errors, exited };
}

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
