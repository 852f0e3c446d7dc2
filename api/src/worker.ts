// `npm run worker`: a process that runs only the background job workers (no HTTP), from the same code and image as
// the API. Run as many as the work needs beside API processes started with JOBS_WORKERS=false (compose.yaml's
// `worker`). PostgreSQL only: the embedded database belongs to the one `npm start` process, which runs its own workers.

import { loadConfig } from './config.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { createEventBus } from './events.ts';
import { openStorage } from './integrations/storage/storage-config.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { JOB_KINDS } from './jobs/kinds.ts';
import { outliveQueueFloatingRejections } from './jobs/queue-floating-rejections.ts';

const config = loadConfig();
outliveQueueFloatingRejections((err, message) => console.error(message, err));
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL (PostgreSQL); on the embedded database `npm start` runs the workers itself.');
  process.exit(1);
}
const database = await openDatabaseFromConfig(config);
await waitForDatabase(database.db, { waitMs: config.DATABASE_WAIT_MS });
const bus = createEventBus(config.REDIS_URL, config.redisPrefix);
const jobs = new JobQueue(database, {
  databaseUrl: config.DATABASE_URL,
  kinds: JOB_KINDS,
  log: (err, message) => console.error(`jobs: ${message}`, err ?? ''),
});
await jobs.start();
// The schedules live in the database: a worker sets them too, so workers alone run the clock's jobs.
await jobs.applySchedules();
// The queue itself is among the services: a job may send further jobs (a reminder run sends one job per text).
const services = { db: database.db, config, storage: openStorage(config.storage), events: bus.events, jobs };
await jobs.startWorkers(services);
console.log(`Spanner worker: running ${jobs.kinds.length ? jobs.kinds.join(', ') : 'no job kinds yet'}`);

// SIGTERM / SIGINT: start no more jobs, let those under way finish (bounded by SHUTDOWN_TIMEOUT_MS), then exit.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the jobs under way…`);
  const force = setTimeout(() => {
    console.error(
      `shutdown: jobs still running after SHUTDOWN_TIMEOUT_MS=${config.SHUTDOWN_TIMEOUT_MS}; exiting now (their leases bring them back)`,
    );
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  await jobs.stop();
  await bus.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
