import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { getEquipment } from '../equipment/get-equipment.ts';
import { jobScope } from '../jobs/job-query.ts';
import { type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';

/** A unit's forms: the newest first (a draft by when it was added, a submitted one by when it was submitted). */
export const EQUIPMENT_FORM_ORDER: Prisma.JobFormOrderByWithRelationInput[] = [
  { submittedAt: { sort: 'desc', nulls: 'first' } },
  { createdAt: 'desc' },
  { id: 'asc' },
];

/**
 * Every form filled against a unit of equipment or recording it as an item (docs/forms.md → Test and tag), on the jobs the caller sees (office roles every job, a technician
 * the jobs they are on or created): the unit's history of inspections, tests and certificates. An unknown unit, or
 * another organisation's, is 'Equipment not found'.
 */
export async function listEquipmentForms<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  equipmentId: string,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>[]> {
  await getEquipment(ctx, equipmentId, { select: { id: true } });
  return formsOfEquipment(ctx, equipmentId, query);
}

/** The forms of a unit the caller has already read (GraphQL's Equipment.forms), on the jobs the caller sees. */
export async function formsOfEquipment<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  equipmentId: string,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>[]> {
  const user = requireUser(ctx);
  return (await ctx.db.jobForm.findMany({
    ...query,
    // Filled against the unit, or recording it as one of its items (a test-and-tag row).
    where: { OR: [{ equipmentId }, { items: { some: { equipmentId } } }], job: jobScope(user) },
    orderBy: EQUIPMENT_FORM_ORDER,
  })) as JobFormOf<Q>[];
}
