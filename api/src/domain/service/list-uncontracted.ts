import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import type { Customer, Equipment } from '../../db/generated/client.ts';
import { tenantSql } from '../../db/sql.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type ServicePagination, serviceUnitScope } from './list-service-due.ts';
import { serviceUncontractedQuerySchema } from './schemas.ts';

// Due-but-not-contracted: units with no interval that had a service job in the past — work the office can
// turn into recurring service in one step (contractService). Last serviced first (the ones never done by date last).

export interface UncontractedRow {
  equipment: Equipment & { customer: Customer | null };
  customer: Customer | null;
  lastServiceAt: Date | null;
  serviceJobs: number;
}

/** A page of the uncontracted units, last serviced first, and the page's place. */
export interface UncontractedPage {
  units: UncontractedRow[];
  pagination: ServicePagination;
}

/**
 * The page's ids with their service job counts and the total in one statement (a typed statement over the member's client,
 * tenantSql): the units without an interval joined to their service jobs counted per unit, instead of
 * a correlated relation test and count for every unit. Then the page's units with their customers on the tenant
 * client, in the statement's order.
 */
export async function listUncontracted(ctx: Context, input: unknown): Promise<UncontractedPage> {
  requireAbility(ctx, 'seeServiceBoard');
  const q = parseInput(serviceUncontractedQuerySchema, input ?? {});
  const { sql: db, orgId } = tenantSql(ctx.db);
  const serviceJobs = db
    .selectFrom('JobEquipment as je')
    .innerJoin('Job as j', (join) => join.onRef('j.id', '=', 'je.jobId').on('j.orgId', '=', orgId).on('j.jobType', '=', sql.lit('service')))
    .select(['je.equipmentId', sql<number>`count(*)::int`.as('jobs')])
    .groupBy('je.equipmentId');
  const order = sql`u."lastServiceAt" DESC NULLS LAST, u."name", u."id"`;
  const { total, page } = await db
    .with(
      (cte) => cte('u').materialized(),
      (w) =>
        w
          .selectFrom('Equipment as e')
          .innerJoin(serviceJobs.as('s'), 's.equipmentId', 'e.id')
          .select(['e.id', 'e.lastServiceAt', 'e.name', 's.jobs'])
          .where((eb) =>
            eb.and([
              eb('e.orgId', '=', orgId),
              eb('e.serviceIntervalMonths', 'is', null),
              eb('e.serviceIntervalHours', 'is', null),
              ...serviceUnitScope(ctx, eb),
              ...(q.customerId ? [eb('e.customerId', '=', q.customerId)] : []),
            ]),
          ),
    )
    .selectNoFrom([
      sql<number>`(SELECT count(*)::int FROM u)`.as('total'),
      sql<{ id: string; jobs: number }[]>`COALESCE((SELECT json_agg(json_build_object('id', p."id", 'jobs', p."jobs") ORDER BY p."n") FROM (
        SELECT u."id", u."jobs", row_number() OVER (ORDER BY ${order}) AS "n" FROM u
        ORDER BY ${order} LIMIT ${q.limit}::int OFFSET ${(q.page - 1) * q.limit}::int
      ) p), '[]'::json)`.as('page'),
    ])
    .executeTakeFirstOrThrow();
  const found = page.length
    ? await ctx.db.equipment.findMany({ where: { id: { in: page.map((p) => p.id) } }, include: { customer: true } })
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const units: UncontractedRow[] = page.flatMap(({ id, jobs }) => {
    const equipment = byId.get(id);
    return equipment ? [{ equipment, customer: equipment.customer, lastServiceAt: equipment.lastServiceAt, serviceJobs: jobs }] : [];
  });
  return { units, pagination: { total, pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, limit: q.limit } };
}
