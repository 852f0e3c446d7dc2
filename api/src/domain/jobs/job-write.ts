import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { type WebhookEvent, writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import type { JobOf, JobQuery } from './job-query.ts';
import { readWrittenJob, writeJob } from './job-rows.ts';
import { readInScope } from './list-entries.ts';

// A change of a job's own columns (a reschedule, an edit of its title, status, time …), answered as the caller asks.
// When nobody subscribes to its webhook events (readBeforeWrite said so), the change and the answer are one
// statement — its own transaction, holding a connection for one round trip. Otherwise the change and its outbox rows
// are one transaction (writeWithWebhooks) and the answer is read after it, as every write with webhooks is.

/**
 * Write `data` to the job and answer it as `query` asks. The caller has read the job (readBeforeWrite) and checked
 * who may change what; a job removed since is 'Job not found'.
 */
export async function writeJobColumns<Q extends JobQuery>(
  ctx: Context,
  write: { orgId: string; id: string; data: Prisma.JobUncheckedUpdateInput; webhooks: boolean; events: WebhookEvent[] },
  query: Q,
): Promise<JobOf<Q>> {
  const { orgId, id, data } = write;
  if (!write.webhooks) {
    const job = await writeJob(ctx, id, data, query);
    if (job === undefined) throw notFound(jobMessages.notFound);
    if (job) {
      // The caller saw the job before writing it, and a change of its own columns keeps who sees it.
      readInScope.add(job);
      return job;
    }
  }
  await writeWithWebhooks(
    ctx,
    orgId,
    (tx) => tx.job.update({ where: { id }, data, select: { id: true } }),
    () => write.events,
  );
  return readWrittenJob(ctx, id, query);
}
