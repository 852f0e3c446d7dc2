import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import type { JobOf, JobQuery } from '../jobs/job-query.ts';
import { jobRowRead, readWrittenJob } from '../jobs/job-rows.ts';
import { audienceOf, publishScheduleChange } from '../jobs/schedule-events.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { rescheduleSchema, scheduleMessages } from './schemas.ts';

/**
 * Move a job to another time (the schedule's drag and drop). Anyone who may edit the job may move it (as
 * updateJob: whoever sees it). The client sends the instant, so 'the same local time on another day' is the
 * client's arithmetic and is kept exactly. The status stays as it was: a new job keeps its customer's
 * confirmation link working, a confirmed one stays confirmed. Done and cancelled work is history and is not moved.
 * The answer is read after the write in one statement (jobs/job-rows.ts), as the schedule reads its jobs.
 */
export async function rescheduleJob<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = jobRowRead as unknown as Q,
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
  await writeWithWebhooks(
    ctx,
    user.orgId,
    // A new time answers the customer's "another time, please" (the service board shows it).
    (tx) =>
      tx.job.update({ where: { id }, data: { scheduledAt, rescheduleRequestedAt: null, rescheduleNote: null }, select: { id: true } }),
    () => [{ type: 'job.rescheduled', id }],
  );
  const job = await readWrittenJob(ctx, id, query);
  const audience = audienceOf(current);
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: id, kind: 'RESCHEDULED', before: audience, after: audience });
  return job;
}
