import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.ts';
import { defineJobKind } from '../src/jobs/job-kind.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { withServer } from './database-server.ts';

// A server may start while its database is away (docs/operations.md): the queue's first start then fails, and the
// queue must start once the database is there, not stay broken for the life of the process.

const SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `queue_restart_${randomBytes(4).toString('hex')}`;
const url = Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();
const reachable = await withServer(SERVER, (admin) => admin.query('SELECT 1')).then(
  () => true,
  () => false,
);
afterAll(() => (reachable ? withServer(SERVER, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) : undefined));

it.runIf(reachable)('starts on the next send once the database is there, after a start that failed without it', async () => {
  const kind = defineJobKind({ name: 'test.restart', payload: z.object({ n: z.number() }), run: async () => {} });
  // The database does not exist yet: every connection is refused by the server.
  const database = await openDatabase({ databaseUrl: url });
  const queue = new JobQueue(database, { kinds: [kind], log: () => {} });
  try {
    await expect(queue.start()).rejects.toThrow(/does not exist/);
    await withServer(SERVER, (admin) => admin.query(`CREATE DATABASE ${name}`));
    expect(await queue.send(kind, { n: 1 })).toMatch(/^[0-9a-f-]{36}$/);
    expect((await queue.counts()).find((c) => c.kind === kind.name)).toMatchObject({ queued: 1 });
  } finally {
    await queue.stop();
    await database.close();
  }
});

it.runIf(reachable)('starts in three processes at once on a new database (queues made side by side)', async () => {
  const fresh = `${name}_together`;
  await withServer(SERVER, (admin) => admin.query(`CREATE DATABASE ${fresh}`));
  const freshUrl = Object.assign(new URL(SERVER), { pathname: `/${fresh}` }).toString();
  const kinds = Array.from({ length: 12 }, (_, i) =>
    defineJobKind({ name: `test.together-${i}`, payload: z.object({}), run: async () => {} }),
  );
  const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: freshUrl })));
  const queues = databases.map((database) => new JobQueue(database, { kinds, log: () => {} }));
  try {
    await Promise.all(queues.map((q) => q.start()));
    expect((await queues[0].counts()).map((c) => c.kind).sort()).toEqual(kinds.map((k) => k.name).sort());
  } finally {
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all(databases.map((d) => d.close()));
    await withServer(SERVER, (admin) => admin.query(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`));
  }
});
