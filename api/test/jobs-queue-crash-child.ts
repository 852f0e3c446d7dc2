// A worker process for jobs-queue-crash.test.ts. ROLE=first sends one job and runs it, hanging inside it until the
// test kills the process (SIGKILL); ROLE=second runs workers until that job has completed. Each try prints
// `ran <attempt> <epoch ms>`; the second process prints `completed` once the job is done, then exits.
import path from 'node:path';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.ts';
import { defineJobKind } from '../src/jobs/job-kind.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { jobServices, QUICK_TIMING } from './jobs-queue-fixtures.ts';

export const CRASH_LEASE_SECONDS = 2;

const role = process.env.ROLE;
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(process.env.DATA_DIR as string, 'pglite') });
let finished: () => void;
const done = new Promise<void>((resolve) => (finished = resolve));
const kind = defineJobKind({
  name: 'test.crash',
  payload: z.object({ n: z.number() }),
  expireInSeconds: CRASH_LEASE_SECONDS,
  async run(_payload, ctx) {
    console.log(`ran ${ctx.attempt} ${Date.now()}`);
    if (role === 'first') await new Promise(() => {}); // killed in here
    finished();
  },
});
const queue = new JobQueue(database, {
  databaseUrl,
  kinds: [kind],
  timing: QUICK_TIMING,
  log: (err, message) => console.error(message, err),
});
await queue.start();
if (role === 'first') console.log(`sent ${await queue.send(kind, { n: 1 }, { key: 'crash-1' })}`);
await queue.startWorkers(jobServices(database));
await done;
await queue.stopWorkers();
const counts = await queue.counts();
console.log(`completed ${JSON.stringify(counts)}`);
await queue.stop();
await database.close();
process.exit(0);
