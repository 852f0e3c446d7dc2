import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { databaseForProcess } from './database.ts';
import { until } from './jobs-queue-fixtures.ts';
import { startReceiver } from './webhook-receiver.ts';

// A worker killed (SIGKILL) in the middle of posting a delivery: nothing recorded the attempt, so once the job's lease
// has run out another worker makes it again, with the same webhook-id and body (at least once: receivers drop the
// repeat by webhook-id). On PGlite the second process opens the data folder the killed one left; on PostgreSQL
// (DATABASE_URL) both share the database.

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'webhooks-killed-worker-child.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'move-webhooks-killed-'));
const database = await databaseForProcess(dataDir);
const processes: ChildProcess[] = [];

afterAll(async () => {
  for (const p of processes) if (p.exitCode === null) p.kill('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function worker(role: 'first' | 'second', receiverUrl: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, ...database.env, ROLE: role, NODE_ENV: 'test', RECEIVER_URL: receiverUrl },
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

it('a delivery whose worker is killed mid-post is sent again after its lease, with the same webhook-id', async () => {
  // The first POST is held until its worker is dead; the second is answered.
  const receiver = await startReceiver(async (_r, n) => {
    if (n === 1) await new Promise(() => {});
    return { status: 200, body: 'ok' };
  });
  try {
    const first = worker('first', receiver.url);
    await until('the first worker to post the delivery', () => receiver.received.length === 1 || first.errors().includes('Error'), 90_000);
    expect(receiver.received, first.errors()).toHaveLength(1);
    first.proc.kill('SIGKILL');
    await first.exited;

    const second = worker('second', receiver.url);
    const code = await second.exited;
    expect(code, second.errors()).toBe(0);
    expect(second.lines).toContain('aged 1');
    expect(second.lines).toContain('recorded delivered 1');
    expect(receiver.received).toHaveLength(2);
    const [killed, again] = receiver.received;
    expect(again.headers['webhook-id']).toBe('msg_killed_1');
    expect(again.headers['webhook-id']).toBe(killed.headers['webhook-id']);
    expect(again.body).toBe(killed.body);
  } finally {
    await receiver.close();
  }
}, 180_000);
