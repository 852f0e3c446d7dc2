import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { until } from './jobs-queue-fixtures.ts';
import { startReceiver } from './webhook-receiver.ts';
import { workerProcesses } from './worker-processes.ts';

// A worker killed (SIGKILL) in the middle of posting a delivery: nothing recorded the attempt, so once the job's lease
// has run out another worker makes it again, with the same webhook-id and body (at least once: receivers drop the
// repeat by webhook-id). On PGlite the second process opens the data folder the killed one left; on PostgreSQL
// (DATABASE_URL) both share the database.

const spawnWorker = await workerProcesses(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'webhooks-killed-worker-child.ts'),
  'move-webhooks-killed-',
);
const worker = (role: 'first' | 'second', receiverUrl: string) => spawnWorker({ ROLE: role, RECEIVER_URL: receiverUrl });

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
