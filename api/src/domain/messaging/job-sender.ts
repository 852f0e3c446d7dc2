import type { JobContext } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * The queue a running job sends further jobs to. The app hands its services to the workers (the queue among them:
 * Services.jobs), though JobContext does not name it yet; a worker started without it is a programming error.
 */
export function jobSenderOf(ctx: JobContext): JobQueue {
  const jobs = (ctx as JobContext & { jobs?: JobQueue }).jobs;
  if (!jobs) throw new Error('This job sends further jobs: start the workers with the services that hold the queue (Services.jobs)');
  return jobs;
}
