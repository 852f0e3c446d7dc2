import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { jobMessages, statusEditProblem } from '../../rules/job-status.ts';
import { refuseUnlessOpen } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { attachMatchingForms } from '../forms/attach-forms.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireWriteRights } from '../policy.ts';
import { guardOpenService, isOpenServiceConflict, openServiceConflict } from '../service/open-service.ts';
import { recomputeNextService } from '../service/recompute-next-service.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import type { JobOf, JobQuery } from './job-query.ts';
import { checkEquipment, checkTechnicians } from './job-references.ts';
import { jobRowRead, readBeforeWrite, readWrittenJob } from './job-rows.ts';
import { writeJobColumns } from './job-write.ts';
import { audienceOf, kindOfEdit, publishScheduleChange } from './schedule-events.ts';
import { updateJobSchema } from './schemas.ts';

/**
 * Anyone who sees a job may edit it: title, type, description, status, schedule, customer, equipment and
 * technicians. Done is reached only through Complete (409 otherwise), and a completed job stays done. Lists sent replace the old ones; a new customer without an equipment list keeps only the units
 * that are the new customer's.
 */
export async function updateJob<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>> {
  const user = requireUser(ctx);
  // The plain edit is raw SQL, which the read-only key's client does not refuse by itself: asked here as the transports do.
  requireWriteRights(ctx);
  const seen = await readBeforeWrite(
    ctx,
    id,
    {
      customerId: true,
      confirmedAt: true,
      status: true,
      jobType: true,
      scheduledAt: true,
      createdById: true,
      completion: { select: { id: true } },
      technicians: { select: { userId: true } },
      equipment: { select: { equipmentId: true, equipment: { select: { customerId: true } } } },
    },
    ['job.updated', 'job.rescheduled'],
  );
  refuseUnlessOpen(seen.subscription);
  const data = parseInput(updateJobSchema, input);
  const current = seen.job;
  if (!current) throw notFound(jobMessages.notFound);

  const statusProblem = statusEditProblem(current.status, data.status, !!current.completion, data.fromStatus);
  if (statusProblem) throw new AppError('CONFLICT', statusProblem);

  const customerChanged = data.customerId !== undefined && data.customerId !== current.customerId;
  const customerId = data.customerId !== undefined ? data.customerId : current.customerId;
  if (customerChanged) await requireCustomer(ctx, customerId);

  let equipmentIds: string[] | undefined;
  if (data.equipmentIds !== undefined) equipmentIds = await checkEquipment(ctx, customerId, data.equipmentIds);
  else if (customerChanged)
    equipmentIds = current.equipment.filter((e) => customerId && e.equipment.customerId === customerId).map((e) => e.equipmentId);

  const techIds = data.assignedTechIds !== undefined ? await checkTechnicians(ctx, data.assignedTechIds) : undefined;

  const kind = kindOfEdit(
    { technicianIds: audienceOf(current).technicianIds, scheduledAt: current.scheduledAt, status: current.status },
    {
      technicianIds: techIds ?? audienceOf(current).technicianIds,
      scheduledAt: data.scheduledAt !== undefined ? data.scheduledAt : current.scheduledAt,
      status: data.status ?? current.status,
    },
  );
  const unitsBefore = current.equipment.map((e) => e.equipmentId);
  const unitsAfter = equipmentIds ?? unitsBefore;
  const jobTypeAfter = data.jobType !== undefined ? data.jobType : current.jobType;
  const rescheduled = data.scheduledAt !== undefined && data.scheduledAt?.getTime() !== current.scheduledAt?.getTime();
  // A service job's visit, type, status or units changed: its units' last and next service follow (a new title or
  // note changes nothing, and costs no recomputation).
  const serviceMoved =
    (current.jobType === 'service' || jobTypeAfter === 'service') &&
    (jobTypeAfter !== current.jobType ||
      rescheduled ||
      (data.status !== undefined && data.status !== current.status) ||
      unitsAfter.length !== unitsBefore.length ||
      unitsAfter.some((u) => !unitsBefore.includes(u)));
  const timeZone = serviceMoved ? await organisationTimeZone(ctx) : null;
  const columns = {
    title: data.title,
    jobType: data.jobType,
    description: data.description,
    status: data.status,
    confirmedAt: data.status === 'confirmed' && !current.confirmedAt ? new Date() : undefined,
    scheduledAt: data.scheduledAt,
    durationMinutes: data.durationMinutes,
    customerId: data.customerId,
    // A new time answers the customer's "another time, please".
    ...(rescheduled ? { rescheduleRequestedAt: null, rescheduleNote: null } : {}),
  };
  const statusAfter = data.status ?? current.status;
  const events = [{ type: kind === 'RESCHEDULED' ? ('job.rescheduled' as const) : ('job.updated' as const), id }];
  // An edit of the job's own columns is one statement with its answer (job-write.ts). New lists, a service job's units
  // (their lock and open-service guard) or their next service recomputed take the transaction below.
  const plain = !equipmentIds && !techIds && !timeZone && !(jobTypeAfter === 'service' && unitsAfter.length);
  const job = plain
    ? await writeJobColumns(ctx, { orgId: user.orgId, id, data: columns, webhooks: seen.webhooks, events }, query)
    : await writeWithLists();
  async function writeWithLists() {
    await writeWithWebhooks(
      ctx,
      user.orgId,
      async (tx) => {
        await guardOpenService(tx, { id, jobType: jobTypeAfter, status: statusAfter, equipmentIds: unitsAfter });
        const written = await tx.job.update({
          select: { id: true },
          where: { id },
          data: {
            ...columns,
            ...(equipmentIds ? { equipment: { deleteMany: {}, create: equipmentIds.map((equipmentId) => ({ equipmentId })) } } : {}),
            ...(techIds ? { technicians: { deleteMany: {}, create: techIds.map((userId) => ({ userId })) } } : {}),
          },
        });
        if (timeZone) await recomputeNextService(tx, [...new Set([...unitsBefore, ...unitsAfter])], timeZone);
        // New units may call for forms (forms/attach-forms.ts); a new type alone keeps the edit one statement.
        if (equipmentIds) await attachMatchingForms(tx, { orgId: user.orgId, jobId: id });
        return written;
      },
      () => events,
    ).catch((e: unknown) => {
      throw isOpenServiceConflict(e) ? openServiceConflict() : e;
    });
    return readWrittenJob(ctx, id, query);
  }
  const before = { ...audienceOf(current), scheduledAt: current.scheduledAt, status: current.status as string };
  const after = {
    ...before,
    technicianIds: techIds ?? before.technicianIds,
    scheduledAt: data.scheduledAt !== undefined ? data.scheduledAt : before.scheduledAt,
    status: data.status ?? before.status,
  };
  publishScheduleChange(ctx, { orgId: user.orgId, jobId: id, kind, before, after });
  return job;
}
