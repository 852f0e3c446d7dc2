import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { chargesFor } from '../../rules/job-charges.ts';
import { canComplete, jobMessages } from '../../rules/job-status.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { FORM_ORDER } from '../forms/job-form-query.ts';
import { jobPriceList } from '../item-presets/prices-by-name.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { findVisibleJob } from './find-job.ts';
import { bookFollowUps, serviceTechnicians } from './follow-ups.ts';
import { type CompletedJobOf, type CompletedJobQuery, completedJobRead } from './job-query.ts';
import { quotedItemsOf, quotedItemsSelect } from './quoted-items.ts';
import { audienceOf, publishScheduleChange } from './schedule-events.ts';
import { completeJobSchema } from './schemas.ts';

/**
 * Complete (part 2 §4): the job becomes done and moves to the completed list with a snapshot of its title,
 * customer and equipment and its charges (the quote's lines at their quoted price when the job came from a quote, labour
 * from the logged hours, parts from the logged parts, all in the quote's tax mode). Its notes,
 * hours, parts and photos stay on the job, where the completed record reads them. Completing a Service job books
 * the next service of each unit with a service interval, assigned to the technicians who did this one. Anyone who
 * sees the job may complete it, once. Parts not on the price list are charged $0 (the web warns first).
 */
export async function completeJob<Q extends CompletedJobQuery = typeof completedJobRead>(
  ctx: Context,
  id: string,
  input: unknown = {},
  query = completedJobRead as Q,
): Promise<{ completedJob: CompletedJobOf<Q>; followUpJobIds: string[] }> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const { notes, fromStatus } = parseInput(completeJobSchema, input ?? {});
  const job = await findVisibleJob(ctx, user, id, {
    id: true,
    title: true,
    description: true,
    status: true,
    jobType: true,
    scheduledAt: true,
    customerId: true,
    customer: { select: { name: true } },
    completion: { select: { id: true } },
    hours: { select: { hours: true, userId: true, user: { select: { role: true } } } },
    parts: { select: { partName: true, quantity: true } },
    ...quotedItemsSelect,
    equipment: { select: { equipment: { select: { id: true, name: true, serviceIntervalMonths: true, serviceIntervalHours: true } } } },
    org: { select: { ...TIME_ZONE_COLUMN, formsBlockCompletion: true } },
    forms: {
      where: { required: true, status: 'draft' },
      select: { templateVersion: { select: { template: { select: { name: true } } } } },
      orderBy: FORM_ORDER,
    },
    createdById: true,
    technicians: { select: { userId: true } },
  });
  if (fromStatus !== undefined && fromStatus !== job.status && !job.completion)
    throw new AppError('CONFLICT', jobMessages.completedMeanwhile(job.status, fromStatus));
  if (job.status === 'cancelled') throw new AppError('CONFLICT', jobMessages.cancelledCannotComplete);
  if (!canComplete(job.status, !!job.completion)) throw new AppError('CONFLICT', jobMessages.alreadyCompleted);
  if (job.org.formsBlockCompletion && job.forms.length)
    throw new AppError('CONFLICT', jobMessages.formsRequired(job.forms.map((f) => f.templateVersion.template.name)));

  const prices = await jobPriceList(
    ctx,
    job.parts.map((p) => p.partName),
  );
  // Quoted lines keep the quote's order; labour and parts follow them (by kind, then name, as before).
  const quoted = quotedItemsOf(job);
  const charges = chargesFor({ hours: job.hours, parts: job.parts, prices, ...quoted });
  const technicianIds = serviceTechnicians(job);
  const equipment = job.equipment.map((e) => e.equipment);
  const now = new Date();

  const result = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const completed = await tx.completedJob.create({
        data: {
          orgId: user.orgId,
          jobId: job.id,
          title: job.title,
          description: job.description,
          notes: notes ?? null,
          customerId: job.customerId,
          customerName: job.customer?.name ?? null,
          scheduledAt: job.scheduledAt,
          completedAt: now,
          completedById: user.userId,
          taxMode: quoted.taxMode,
          charges: { create: charges.map((c, i) => ({ ...c, position: Math.min(i, quoted.quoted.length) })) },
          equipment: { create: equipment.map((e) => ({ equipmentId: e.id, equipmentName: e.name, createdAt: now })) },
        },
        select: { id: true },
      });
      await tx.job.update({ where: { id: job.id }, data: { status: 'done' } });
      const followUpJobIds =
        job.jobType === 'service'
          ? await bookFollowUps(tx, { orgId: user.orgId, job, equipment, technicianIds, timeZone: job.org.timeZone })
          : [];
      return { completedId: completed.id, followUpJobIds };
    },
    ({ followUpJobIds }) => [{ type: 'job.completed', id: job.id }, ...followUpJobIds.map((id) => ({ type: 'job.created' as const, id }))],
  ).catch((e: { code?: string }) => {
    // Two completions at once: the second meets the unique job id of the first.
    if (e.code === 'P2002') throw new AppError('CONFLICT', jobMessages.alreadyCompleted);
    throw e;
  });

  const audience = audienceOf(job);
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: job.id, kind: 'STATUS_CHANGED', before: audience, after: audience });
  for (const followUpId of result.followUpJobIds)
    publishScheduleChange(ctx, {
      orgId: user.orgId,
      jobId: followUpId,
      kind: 'CREATED',
      before: null,
      after: { technicianIds, createdById: null },
    });

  const completedJob = await ctx.db.completedJob.findUniqueOrThrow({ ...query, where: { id: result.completedId } });
  return { completedJob: completedJob as CompletedJobOf<Q>, followUpJobIds: result.followUpJobIds };
}
