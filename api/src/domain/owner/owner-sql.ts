import { type RawBuilder, sql } from 'kysely';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { sqlOf } from '../../db/sql.ts';
import { requireAbility } from '../policy.ts';

// The owner's figures read every organisation in aggregate: one SQL statement per figure (or per series), computed
// in the database, never rows loaded into JavaScript. Every statement of the owner's figures goes through here.

/** Spanner's business calendar: weeks start on Monday, days and months are Melbourne's. */
export const BUSINESS_ZONE = 'Australia/Melbourne';

/** A statement's rows, run on a client that reads across organisations (the owner's scope): its values are bound. */
export async function rowsOf<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(sqlOf(db))).rows;
}

/** An aggregate statement over every organisation, for the platform owner only (404 for everyone else). */
export function ownerRows<T>(ctx: Context, query: RawBuilder<T>): Promise<T[]> {
  requireAbility(ctx, 'seeBusiness');
  return rowsOf(ownerScope(ctx), query);
}

/**
 * The organisations whose figures count: every one but Spanner's own (the platform owner's organisation, recognised
 * by a member with isPlatformOwner) — the business does not sell to itself.
 */
export const SPANNERS_OWN = sql`(SELECT "orgId" FROM "User" WHERE "isPlatformOwner")`;
export const BUSINESS_ORGS = sql`(SELECT id FROM "Organization" WHERE id NOT IN ${SPANNERS_OWN})`;

/** A moment as the database's timestamp columns hold it (UTC, without a zone). */
export const utc = (at: Date) => sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * An organisation's MRR at a moment (a UTC timestamp expression): its latest history row dated at or before it
 * (`before`: strictly before — a month's opening and closing, so a change at midnight on the 1st is the new month's).
 */
export const mrrAt = (orgId: RawBuilder<unknown>, moment: RawBuilder<unknown>, { before = false } = {}) => sql`COALESCE((
  SELECT c."mrrCents" FROM "SubscriptionChange" c WHERE c."orgId" = ${orgId} AND c.at ${before ? sql`<` : sql`<=`} ${moment}
  ORDER BY c.at DESC, c."createdAt" DESC LIMIT 1), 0)`;
