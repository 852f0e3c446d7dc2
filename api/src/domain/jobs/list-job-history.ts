import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { HISTORY_LIMIT } from '../../rules/job-history.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { getEquipment } from '../equipment/get-equipment.ts';
import { jobScope } from './job-query.ts';
import { type JobRow, readJobRows } from './job-rows.ts';

// The job history of a customer's profile and a unit's detail, read by GraphQL (Customer.jobs,
// Equipment.jobs, inside the parent's query) and REST (GET /api/customers/{id}/jobs, /api/equipment/{id}/jobs):
// the jobs the viewer sees (technicians: their own, as everywhere), newest schedule first with unscheduled work on
// top, at most HISTORY_LIMIT.

export const historyOrder: Prisma.JobOrderByWithRelationInput[] = [{ scheduledAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }];

/** Which of a record's jobs a history shows, and in which order. */
export const historyQuery = (user: UserViewer) => ({ where: jobScope(user), orderBy: historyOrder, take: HISTORY_LIMIT });

/** REST: the history's ids in one statement, then the jobs as the REST view reads them in one more. */
async function historyRows(ctx: Context, where: Prisma.JobWhereInput): Promise<JobRow[]> {
  const user = requireUser(ctx);
  const { where: scope, ...rest } = historyQuery(user);
  const ids = await ctx.db.job.findMany({ ...rest, where: { ...scope, AND: [where] }, select: { id: true } });
  return readJobRows(
    ctx,
    ids.map((j) => j.id),
  );
}

/** A customer's job history; another organisation's customer is 'Customer not found'. */
export async function listCustomerJobHistory(ctx: Context, customerId: string): Promise<JobRow[]> {
  const customer = await getCustomer(ctx, customerId, { select: { id: true } });
  return historyRows(ctx, { customerId: customer.id });
}

/** A unit's job history (the jobs it was on); another organisation's unit is 'Equipment not found'. */
export async function listEquipmentJobHistory(ctx: Context, equipmentId: string): Promise<JobRow[]> {
  const unit = await getEquipment(ctx, equipmentId, { select: { id: true } });
  return historyRows(ctx, { equipment: { some: { equipmentId: unit.id } } });
}
