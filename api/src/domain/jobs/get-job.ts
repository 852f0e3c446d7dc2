import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { type JobOf, type JobQuery, jobScope } from './job-query.ts';
import { jobRowRead, readVisibleJob } from './job-rows.ts';
import { readInScope } from './list-entries.ts';

/**
 * One job the viewer sees, with the selection GraphQL passes (REST: the job view's `jobRowRead`): a selection the
 * one-statement reader knows (the job screen's whole query among them) is read with the viewer's scope in one
 * statement, any other through Prisma.
 */
export async function getJob<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  id: string,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  const where = { id, ...jobScope(user) };
  const read = await readVisibleJob(ctx, id, query);
  if (read === undefined) throw notFound(jobMessages.notFound);
  if (read) {
    readInScope.add(read);
    return read;
  }
  const job = await ctx.db.job.findFirst({ ...query, where });
  if (!job) throw notFound(jobMessages.notFound);
  readInScope.add(job);
  return job as JobOf<Q>;
}
