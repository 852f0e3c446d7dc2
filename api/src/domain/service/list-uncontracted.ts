import type { Context } from '../../context.ts';
import type { Customer, Equipment } from '../../db/generated/client.ts';
import { tenantRows } from '../../db/scoped.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { serviceUnitScopeSql } from './list-service-due.ts';
import { serviceUncontractedQuerySchema } from './schemas.ts';

// Due-but-not-contracted: units with no interval that had a service job in the past — work the office can
// turn into recurring service in one step (contractService). Last serviced first (the ones never done by date last).

export interface UncontractedRow {
  equipment: Equipment & { customer: Customer | null };
  customer: Customer | null;
  lastServiceAt: Date | null;
  serviceJobs: number;
}

/**
 * The page's ids with their service job counts and the total in one statement (through tenantRows: `"orgId" = $1` is
 * the caller's organisation): the units without an interval joined to their service jobs counted per unit, instead of
 * a correlated relation test and count for every unit. Then the page's units with their customers on the tenant
 * client, in the statement's order.
 */
export async function listUncontracted(ctx: Context, input: unknown) {
  requireAbility(ctx, 'seeServiceBoard');
  const q = parseInput(serviceUncontractedQuerySchema, input ?? {});
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length + 1}${cast}`;
  };
  const where = ['e."orgId" = $1', 'e."serviceIntervalMonths" IS NULL', 'e."serviceIntervalHours" IS NULL'];
  const scope = serviceUnitScopeSql(ctx, param);
  if (scope) where.push(scope);
  if (q.customerId) where.push(`e."customerId" = ${param(q.customerId)}`);
  const sql = `WITH u AS MATERIALIZED (
  SELECT e."id", e."lastServiceAt", e."name", s."jobs" FROM "Equipment" e
  JOIN (SELECT je."equipmentId", count(*)::int AS "jobs" FROM "JobEquipment" je
        JOIN "Job" j ON j."id" = je."jobId" AND j."orgId" = $1 AND j."jobType" = 'service'
        GROUP BY je."equipmentId") s ON s."equipmentId" = e."id"
  WHERE ${where.join(' AND ')}
)
SELECT (SELECT count(*)::int FROM u) AS "total",
  COALESCE((SELECT json_agg(json_build_object('id', p."id", 'jobs', p."jobs") ORDER BY p."n") FROM (
    SELECT u."id", u."jobs", row_number() OVER (ORDER BY u."lastServiceAt" DESC NULLS LAST, u."name", u."id") AS "n" FROM u
    ORDER BY u."lastServiceAt" DESC NULLS LAST, u."name", u."id" LIMIT ${param(q.limit, '::int')} OFFSET ${param((q.page - 1) * q.limit, '::int')}
  ) p), '[]'::json) AS "page"`;
  const [{ total, page }] = await tenantRows<{ total: number; page: { id: string; jobs: number }[] }>(ctx.db, sql, ...params);
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
