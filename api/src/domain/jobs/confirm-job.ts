import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { findVisibleJob } from './find-job.ts';
import { type JobOf, type JobQuery, jobRead } from './job-query.ts';
import { audienceOf, publishScheduleChange } from './schedule-events.ts';

/**
 * Confirm Job (part 2 §4): only a new job with a confirmation token becomes confirmed — in one conditional
 * update, so two presses confirm once.
 */
export async function confirmJob<Q extends JobQuery = typeof jobRead>(ctx: Context, id: string, query = jobRead as Q): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const job = await findVisibleJob(ctx, user, id, { createdById: true, technicians: { select: { userId: true } } });
  const { count } = await writeWithWebhooks(
    ctx,
    user.orgId,
    (tx) =>
      tx.job.updateMany({
        where: { id, status: 'new', confirmationToken: { not: null } },
        data: { status: 'confirmed', confirmedAt: new Date() },
      }),
    ({ count }) => (count ? [{ type: 'job.updated', id }] : []),
  );
  if (count === 0) throw new AppError('VALIDATION', jobMessages.noConfirmationToken);
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: id, kind: 'STATUS_CHANGED', before: audienceOf(job), after: audienceOf(job) });
  return (await ctx.db.job.findUniqueOrThrow({ ...query, where: { id } })) as JobOf<Q>;
}
