import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { tenantRows } from '../../db/scoped.ts';
import { can } from '../policy.ts';
import type { JobRead } from './job-query.ts';

// The REST job reads of a list or a range in one SQL statement: the page's jobs with their customer, technicians,
// equipment and completion, the relations aggregated to JSON by PostgreSQL. Prisma's relation reads cost more in
// JavaScript (a statement per relation with the page's ids, and the mapping) than the rows cost in the database
// (issue 15). Which jobs, in which order, is still decided by the Prisma query of the list or range (its filters,
// the technicians' scope); this reads those ids, inside the caller's organisation.

/** What the REST job view reads: the fields of `jobRead` it shows. */
export type JobRow = Pick<
  JobRead,
  | 'id'
  | 'title'
  | 'jobType'
  | 'description'
  | 'status'
  | 'scheduledAt'
  | 'durationMinutes'
  | 'customerId'
  | 'confirmationToken'
  | 'confirmedAt'
  | 'estimatedValueCents'
  | 'createdAt'
  | 'updatedAt'
  | 'customer'
  | 'technicians'
  | 'equipment'
  | 'completion'
>;

// $1 the organisation, $2 the ids in page order, $3 whether the viewer sees confirmation tokens (never read otherwise).
const JOB_ROWS = `
SELECT j."id", j."title", j."jobType"::text AS "jobType", j."description", j."status"::text AS "status", j."scheduledAt", j."durationMinutes",
  j."customerId", CASE WHEN $3 THEN j."confirmationToken" END AS "confirmationToken", j."confirmedAt",
  j."estimatedValueCents", j."createdAt", j."updatedAt",
  (SELECT json_build_object('id', c."id", 'name', c."name", 'street', c."street", 'suburb', c."suburb", 'state', c."state",
          'postcode', c."postcode", 'phone', c."phone")
     FROM "Customer" c WHERE c."id" = j."customerId") AS "customer",
  COALESCE((SELECT json_agg(json_build_object('user', json_build_object('id', u."id", 'name', u."name", 'email', u."email",
          'color', u."color", 'role', u."role")) ORDER BY u."name")
     FROM "JobTechnician" t JOIN "User" u ON u."id" = t."userId" WHERE t."jobId" = j."id"), '[]') AS "technicians",
  COALESCE((SELECT json_agg(json_build_object('equipment', json_build_object('id', e."id", 'name', e."name", 'make', e."make",
          'model', e."model", 'serial', e."serial")) ORDER BY e."name")
     FROM "JobEquipment" q JOIN "Equipment" e ON e."id" = q."equipmentId" WHERE q."jobId" = j."id"), '[]') AS "equipment",
  (SELECT json_build_object('id', d."id") FROM "CompletedJob" d WHERE d."jobId" = j."id") AS "completion"
FROM unnest($2::text[]) WITH ORDINALITY AS page("id", "n")
JOIN "Job" j ON j."id" = page."id" AND j."orgId" = $1
ORDER BY page."n"`;

/** The jobs of these ids (the caller's organisation only), in the order given, as the REST job view reads them. */
export async function readJobRows(ctx: Context, ids: string[]): Promise<JobRow[]> {
  const user = requireUser(ctx);
  if (ids.length === 0) return [];
  return tenantRows<JobRow>(ctx.db, JOB_ROWS, ids, can(user, 'seeConfirmationTokens'));
}
