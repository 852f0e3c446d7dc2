import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { type JobOf, type JobQuery, jobRead } from '../jobs/job-query.ts';
import { audienceOf, publishScheduleChange } from './schedule-changes.ts';
import { rescheduleSchema, scheduleMessages } from './schemas.ts';

/**
 * Move a job to another time (the schedule's drag and drop). Anyone who may edit the job may move it (as
 * updateJob: whoever sees it). The client sends the instant, so 'the same local time on another day' is the
 * client's arithmetic and is kept exactly. The status stays as it was: a new job keeps its customer's
 * confirmation link working, a confirmed one stays confirmed. Done and cancelled work is history and is not moved.
 */
export async function rescheduleJob<Q extends JobQuery = typeof jobRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = jobRead as Q,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const { scheduledAt } = parseInput(rescheduleSchema, input);
  if (!scheduledAt)
    throw new AppError('VALIDATION', scheduleMessages.scheduledAtRequired, {
      fieldErrors: { scheduledAt: scheduleMessages.scheduledAtRequired },
    });
  const current = await findVisibleJob(ctx, user, id, { status: true, createdById: true, technicians: { select: { userId: true } } });
  if (current.status === 'done') throw new AppError('CONFLICT', scheduleMessages.completed);
  if (current.status === 'cancelled') throw new AppError('CONFLICT', scheduleMessages.cancelled);
  const job = await ctx.db.job.update({ ...query, where: { id }, data: { scheduledAt } });
  const audience = audienceOf(current);
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: id, kind: 'RESCHEDULED', before: audience, after: audience });
  return job as JobOf<Q>;
}
