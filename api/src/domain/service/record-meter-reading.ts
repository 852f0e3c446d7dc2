import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { type EquipmentOf, type EquipmentQuery, equipmentRead } from '../equipment/equipment-query.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { recomputeNextService } from './recompute-next-service.ts';
import { meterReadingSchema } from './schemas.ts';

// Hour-meter readings: on a job (the technician reads the meter at the visit) or on the equipment page.
// A reading never goes down: one lower than the unit's reading before it (or higher than the one after, when it is
// back-dated) is refused with a clear message. The unit's latest reading and its next service follow in the same
// transaction (a lock per unit: two readings at once are checked one after the other).

export const meterMessages = {
  lower: (last: number) => `Meter reading cannot be lower than the last reading (${last} hours)`,
  higherThanLater: (later: number) => `Meter reading cannot be higher than a later reading (${later} hours)`,
  jobWithoutUnit: 'That unit is not on this job',
} as const;

/** Records one reading inside a transaction (the caller checked the unit and job are the organisation's). */
export async function addMeterReading(
  tx: Db,
  args: { orgId: string; equipmentId: string; hours: number; readAt: Date; jobId: string | null; userId: string | null },
) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`meter:${args.equipmentId}`}))`;
  const before = await tx.meterReading.findFirst({
    where: { equipmentId: args.equipmentId, readAt: { lte: args.readAt } },
    orderBy: [{ readAt: 'desc' }, { createdAt: 'desc' }],
    select: { hours: true },
  });
  if (before && args.hours < before.hours) throw new AppError('VALIDATION', meterMessages.lower(before.hours));
  const after = await tx.meterReading.findFirst({
    where: { equipmentId: args.equipmentId, readAt: { gt: args.readAt } },
    orderBy: [{ readAt: 'asc' }, { createdAt: 'asc' }],
    select: { hours: true },
  });
  if (after && args.hours > after.hours) throw new AppError('VALIDATION', meterMessages.higherThanLater(after.hours));
  await tx.meterReading.create({
    data: {
      orgId: args.orgId,
      equipmentId: args.equipmentId,
      hours: args.hours,
      readAt: args.readAt,
      jobId: args.jobId,
      recordedById: args.userId,
    },
  });
  if (!after) await tx.equipment.update({ where: { id: args.equipmentId }, data: { meterHours: args.hours, meterReadAt: args.readAt } });
}

export async function recordMeterReading<Q extends EquipmentQuery = typeof equipmentRead>(
  ctx: Context,
  input: unknown,
  query = equipmentRead as Q,
): Promise<EquipmentOf<Q>> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(meterReadingSchema, input);
  const unit = await ctx.db.equipment.findFirst({ where: { id: data.equipmentId }, select: { id: true } });
  if (!unit) throw notFound('Equipment not found');
  if (data.jobId) {
    const job = await findVisibleJob(ctx, user, data.jobId, { id: true, equipment: { select: { equipmentId: true } } });
    if (!job.equipment.some((e) => e.equipmentId === unit.id)) throw new AppError('VALIDATION', meterMessages.jobWithoutUnit);
  }
  const timeZone = await organisationTimeZone(ctx);
  await ctx.db.$transaction(async (tx) => {
    await addMeterReading(tx as Db, {
      orgId: user.orgId,
      equipmentId: unit.id,
      hours: data.hours,
      readAt: data.readAt ?? new Date(),
      jobId: data.jobId ?? null,
      userId: user.userId,
    });
    await recomputeNextService(tx as Db, [unit.id], timeZone);
  });
  return (await ctx.db.equipment.findFirstOrThrow({ ...query, where: { id: unit.id } })) as EquipmentOf<Q>;
}
