import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { type JobOf, type JobQuery, jobRead, jobScope } from './job-query.ts';

/** One job the viewer sees, with the selection GraphQL passes (REST: customer, technicians, equipment). */
export async function getJob<Q extends JobQuery = typeof jobRead>(ctx: Context, id: string, query = jobRead as Q): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  const job = await ctx.db.job.findFirst({ ...query, where: { id, ...jobScope(user) } });
  if (!job) throw notFound(jobMessages.notFound);
  return job as JobOf<Q>;
}
