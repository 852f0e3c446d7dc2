import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { type JobOf, type JobQuery, jobScope } from './job-query.ts';
import { jobRowRead, readsInOneStatement, readWrittenJob } from './job-rows.ts';

/**
 * One job the viewer sees, with the selection GraphQL passes (REST: the job view's `jobRowRead`). Whether the viewer
 * sees it is asked first (its id only); a selection the one-statement reader knows is then read in one statement,
 * any other through Prisma.
 */
export async function getJob<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  id: string,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  const where = { id, ...jobScope(user) };
  if (readsInOneStatement(query)) {
    if (!(await ctx.db.job.findFirst({ select: { id: true }, where }))) throw notFound(jobMessages.notFound);
    return readWrittenJob(ctx, id, query);
  }
  const job = await ctx.db.job.findFirst({ ...query, where });
  if (!job) throw notFound(jobMessages.notFound);
  return job as JobOf<Q>;
}
