import { randomBytes, randomUUID } from 'node:crypto';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { attachMatchingForms } from '../forms/attach-forms.ts';
import { guardOpenService, isOpenServiceConflict, openServiceConflict } from '../service/open-service.ts';
import { recordTrackingEvent, trackedValue } from '../tracking/record-tracking-event.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type JobOf, type JobQuery, jobRead } from './job-query.ts';
import { checkEquipment, checkTechnicians } from './job-references.ts';
import { publishScheduleChange } from './schedule-events.ts';
import { createJobSchema } from './schemas.ts';

/** A confirmation token for the customer's link (GET /api/public/jobs/confirm?token=…): 192 random bits. */
export const newConfirmationToken = () => randomBytes(24).toString('base64url');

/**
 * Any member may create a job (technicians book work on site). It starts 'new' with a confirmation token, even
 * when scheduled, so the customer can still confirm it. Customer, equipment and technicians must be the
 * organisation's own, and the equipment the customer's. A new job is an advertising event.
 */
export async function createJob<Q extends JobQuery = typeof jobRead>(
  ctx: Context,
  input: unknown,
  query = jobRead as Q,
  /** A job converted from a quote: the quote it came from (unique: a quote becomes one job) and its value. */
  origin: { quoteId: string; estimatedValueCents: number } | null = null,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(createJobSchema, input);
  const customerId = data.customerId ?? null;
  await requireCustomer(ctx, customerId);
  const equipmentIds = await checkEquipment(ctx, customerId, data.equipmentIds ?? []);
  const techIds = await checkTechnicians(ctx, data.assignedTechIds ?? []);
  const id = randomUUID();
  const job = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      await guardOpenService(tx, { jobType: data.jobType, status: 'new', equipmentIds });
      const created = await tx.job.create({
        ...query,
        data: {
          id,
          orgId: user.orgId,
          title: data.title,
          jobType: data.jobType ?? null,
          description: data.description ?? null,
          scheduledAt: data.scheduledAt ?? null,
          durationMinutes: data.durationMinutes ?? null,
          customerId,
          status: 'new',
          confirmationToken: newConfirmationToken(),
          createdById: user.userId,
          ...(origin ? { quoteId: origin.quoteId, estimatedValueCents: origin.estimatedValueCents } : {}),
          technicians: { create: techIds.map((userId) => ({ userId })) },
          equipment: { create: equipmentIds.map((equipmentId) => ({ equipmentId })) },
        },
      });
      // The forms its type and units call for (forms/attach-forms.ts); the answer is read again to show them.
      const attached = await attachMatchingForms(tx, { orgId: user.orgId, jobId: id });
      return attached ? tx.job.findUniqueOrThrow({ ...query, where: { id } }) : created;
    },
    () => [{ type: 'job.created', id }],
  ).catch((e: unknown) => {
    throw isOpenServiceConflict(e) ? openServiceConflict() : e;
  });
  publishScheduleChange(ctx, {
    orgId: user.orgId,
    jobId: id,
    kind: 'CREATED',
    before: null,
    after: { technicianIds: techIds, createdById: user.userId },
  });
  await recordTrackingEvent(ctx, {
    eventType: SERVER_EVENTS.jobCreated,
    orgId: user.orgId,
    userId: user.userId,
    content: { contentId: id, contentType: 'job', value: trackedValue(origin?.estimatedValueCents) },
  });
  return job as JobOf<Q>;
}
