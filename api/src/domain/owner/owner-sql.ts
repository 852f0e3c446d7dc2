import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { Prisma } from '../../db/generated/client.ts';
import { requireAbility } from '../policy.ts';

// The owner's figures read every organisation in aggregate: one SQL statement per figure (or per series), computed
// in the database, never rows loaded into JavaScript. Every statement of the owner's figures goes through here.

/** Spanner's business calendar: weeks start on Monday, days and months are Melbourne's. */
export const BUSINESS_ZONE = 'Australia/Melbourne';

/** An aggregate statement over every organisation, for the platform owner only (404 for everyone else). */
export function ownerRows<T>(ctx: Context, query: Prisma.Sql): Promise<T[]> {
  requireAbility(ctx, 'seeBusiness');
  return ownerScope(ctx).$queryRaw<T[]>(query);
}

/**
 * The organisations whose figures count: every one but Spanner's own (the platform owner's organisation, recognised
 * by a member with isPlatformOwner) — the business does not sell to itself.
 */
export const SPANNERS_OWN = Prisma.sql`(SELECT "orgId" FROM "User" WHERE "isPlatformOwner")`;
export const BUSINESS_ORGS = Prisma.sql`(SELECT id FROM "Organization" WHERE id NOT IN ${SPANNERS_OWN})`;

/** A moment as the database's timestamp columns hold it (UTC, without a zone). */
export const utc = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * An organisation's MRR at a moment (a UTC timestamp expression): its latest history row dated at or before it
 * (`before`: strictly before — a month's opening and closing, so a change at midnight on the 1st is the new month's).
 */
export const mrrAt = (orgId: Prisma.Sql, moment: Prisma.Sql, { before = false } = {}) => Prisma.sql`COALESCE((
  SELECT c."mrrCents" FROM "SubscriptionChange" c WHERE c."orgId" = ${orgId} AND c.at ${before ? Prisma.raw('<') : Prisma.raw('<=')} ${moment}
  ORDER BY c.at DESC, c."createdAt" DESC LIMIT 1), 0)`;
