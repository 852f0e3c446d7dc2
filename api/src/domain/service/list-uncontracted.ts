import type { Context } from '../../context.ts';
import type { Customer, Equipment, Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { serviceUnitScope } from './list-service-due.ts';
import { serviceUncontractedQuerySchema } from './schemas.ts';

// Due-but-not-contracted: units with no interval that had a service job in the past — work the office can
// turn into recurring service in one step (contractService). Last serviced first (the ones never done by date last).

export interface UncontractedRow {
  equipment: Equipment & { customer: Customer | null };
  customer: Customer | null;
  lastServiceAt: Date | null;
  serviceJobs: number;
}

export async function listUncontracted(ctx: Context, input: unknown) {
  requireAbility(ctx, 'seeServiceBoard');
  const q = parseInput(serviceUncontractedQuerySchema, input ?? {});
  const where: Prisma.EquipmentWhereInput = {
    AND: [
      serviceUnitScope(ctx),
      { serviceIntervalMonths: null, serviceIntervalHours: null },
      { jobs: { some: { job: { jobType: 'service' } } } },
      q.customerId ? { customerId: q.customerId } : {},
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.equipment.findMany({
      where,
      include: { customer: true, _count: { select: { jobs: { where: { job: { jobType: 'service' } } } } } },
      orderBy: [{ lastServiceAt: { sort: 'desc', nulls: 'last' } }, { name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    ctx.db.equipment.count({ where }),
  ]);
  const units: UncontractedRow[] = rows.map(({ _count, ...equipment }) => ({
    equipment,
    customer: equipment.customer,
    lastServiceAt: equipment.lastServiceAt,
    serviceJobs: _count.jobs,
  }));
  return { units, pagination: { total, pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, limit: q.limit } };
}
