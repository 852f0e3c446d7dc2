import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { deleteStoredFile } from '../../jobs/kinds/delete-stored-file.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { recomputeNextService, unitsOfJobs } from '../service/recompute-next-service.ts';
import { audienceOf, publishScheduleChange } from './schedule-events.ts';

/**
 * Remove a job with everything logged on it, its completion record and its photo files. A job and its completed
 * record go together, from either list. Only admins and managers delete.
 */
export async function removeJobWithRecords(ctx: Context, orgId: string, jobId: string): Promise<void> {
  const [photos, job] = await Promise.all([
    ctx.db.jobPhoto.findMany({ where: { jobId }, select: { storageKey: true } }),
    ctx.db.job.findFirst({ where: { id: jobId }, select: { createdById: true, technicians: { select: { userId: true } } } }),
  ]);
  const timeZone = await organisationTimeZone(ctx);
  const removed = await ctx.db.$transaction(async (tx) => {
    const units = await unitsOfJobs(tx as Db, [jobId]);
    await tx.completedJob.deleteMany({ where: { jobId } });
    const deleted = await tx.job.deleteMany({ where: { id: jobId } });
    // A deleted service job no longer counts as the units' last service.
    await recomputeNextService(tx as Db, units, timeZone);
    return deleted;
  });
  if (job && removed.count > 0) publishScheduleChange(ctx, { orgId, jobId, kind: 'DELETED', before: audienceOf(job), after: null });
  await Promise.all(photos.map((p) => deleteStoredFile(ctx, p.storageKey)));
}

export async function deleteJob(ctx: Context, id: string): Promise<{ id: string }> {
  const user = requireAbility(ctx, 'deleteJobs');
  const job = await ctx.db.job.findFirst({ where: { id }, select: { id: true } });
  if (!job) throw notFound(jobMessages.notFound);
  await removeJobWithRecords(ctx, user.orgId, id);
  return { id };
}
