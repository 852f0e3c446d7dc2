import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { refuseUnlessOpen } from '../billing/require-active-subscription.ts';
import type { JobOf, JobQuery } from '../jobs/job-query.ts';
import { jobRowRead, readBeforeWrite } from '../jobs/job-rows.ts';
import { writeJobColumns } from '../jobs/job-write.ts';
import { audienceOf, publishScheduleChange } from '../jobs/schedule-events.ts';
import { requireWriteRights } from '../policy.ts';
import { rescheduleSchema, scheduleMessages } from './schemas.ts';

/**
 * Move a job to another time (the schedule's drag and drop). Anyone who may edit the job may move it (as
 * updateJob: whoever sees it). The client sends the instant, so 'the same local time on another day' is the
 * client's arithmetic and is kept exactly. The status stays as it was: a new job keeps its customer's
 * confirmation link working, a confirmed one stays confirmed. Done and cancelled work is history and is not moved.
 * What it checks is read in one statement before it (jobs/job-rows.ts readBeforeWrite), and the move and the answer
 * are one more (jobs/job-write.ts): two statements after the session when nobody subscribes to the job's webhooks.
 */
export async function rescheduleJob<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  // The write is raw SQL, which the read-only key's client does not refuse by itself: asked here as the transports do.
  requireWriteRights(ctx);
  const before = await readBeforeWrite(ctx, id, { status: true, createdById: true, technicians: { select: { userId: true } } }, [
    'job.rescheduled',
  ]);
  refuseUnlessOpen(before.subscription);
  const { scheduledAt } = parseInput(rescheduleSchema, input);
  if (!scheduledAt)
    throw new AppError('VALIDATION', scheduleMessages.scheduledAtRequired, {
      fieldErrors: { scheduledAt: scheduleMessages.scheduledAtRequired },
    });
  const current = before.job;
  if (!current) throw notFound(jobMessages.notFound);
  if (current.status === 'done') throw new AppError('CONFLICT', scheduleMessages.completed);
  if (current.status === 'cancelled') throw new AppError('CONFLICT', scheduleMessages.cancelled);
  const job = await writeJobColumns(
    ctx,
    {
      orgId: user.orgId,
      id,
      // A new time answers the customer's "another time, please" (the service board shows it).
      data: { scheduledAt, rescheduleRequestedAt: null, rescheduleNote: null },
      webhooks: before.webhooks,
      events: [{ type: 'job.rescheduled', id }],
    },
    query,
  );
  const audience = audienceOf(current);
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: id, kind: 'RESCHEDULED', before: audience, after: audience });
  return job;
}
