import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { type JobOf, jobScope } from './job-query.ts';

/**
 * The fields asked for of a job the viewer may see. Another organisation's job, or one a technician is not on,
 * is answered exactly like a missing one.
 */
export async function findVisibleJob<S extends Prisma.JobSelect>(
  ctx: Context,
  user: UserViewer,
  id: string,
  select: S,
): Promise<JobOf<{ select: S }>> {
  const job = await ctx.db.job.findFirst({ select, where: { id, ...jobScope(user) } });
  if (!job) throw notFound(jobMessages.notFound);
  return job as JobOf<{ select: S }>;
}
