import { type RawBuilder, sql } from 'kysely';
import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import type { PlanId, SubscriptionStatus } from '../../db/generated/enums.ts';
import { parseInput } from '../../errors.ts';
import { monthStart } from '../billing/credits.ts';
import { requireAbility } from '../policy.ts';
import { jobsOf, usedThisPeriod, usersOf } from './organisation-figures.ts';
import { BUSINESS_ORGS, mrrAt, rowsOf, utc } from './owner-sql.ts';
import { listOrganisationsSchema, type OrganisationSort } from './schemas.ts';

/** One organisation as the owner's list shows it. */
export interface OrganisationLine {
  id: string;
  name: string;
  email: string | null;
  abn: string | null;
  status: SubscriptionStatus | null;
  planId: PlanId | null;
  trialEnd: Date | null;
  users: number;
  jobs: number;
  smsUsed: number;
  emailUsed: number;
  /** AUD cents a month now, GST excluded: the latest subscription-history row (rules/saas-metrics.ts). */
  mrrCents: number;
  createdAt: Date;
}

/** A page of the owner's list: its organisations, how many match, and the page and order asked for. */
export interface OrganisationPage {
  organisations: OrganisationLine[];
  total: number;
  limit: number;
  offset: number;
  sort: OrganisationSort;
}

/** Ascending unless said otherwise: names, plans, statuses and trial ends; the counts, MRR and sign-up date newest/largest first. */
const DEFAULT_ORDER: Record<OrganisationSort, 'asc' | 'desc'> = {
  name: 'asc',
  plan: 'asc',
  status: 'asc',
  trial_end: 'asc',
  users: 'desc',
  jobs: 'desc',
  mrr: 'desc',
  created: 'desc',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The owner's list of organisations — the businesses Spanner sells to, its own left out, as the dashboard counts
 * them: searched by name, email (the organisation's or a member's) and ABN, filtered by
 * subscription status, sorted by any column, a page at a time. Two statements whatever the number of organisations:
 * the page (sorting first by the one figure it needs, then the page's own figures) and the count.
 */
export async function listOrganisations(ctx: Context, input: unknown, now: Date = new Date()): Promise<OrganisationPage> {
  requireAbility(ctx, 'seeBusiness');
  const q = parseInput(listOrganisationsSchema, input);
  const db = ownerScope(ctx);
  // The businesses Spanner sells to, as the dashboard counts them: Spanner's own organisation is not one.
  const filters: RawBuilder<unknown>[] = [sql`o.id IN ${BUSINESS_ORGS}`];
  if (q.search) {
    const like = likePattern(q.search);
    const digits = q.search.replace(/\s+/g, '');
    const byAbn = /^\d+$/.test(digits) ? sql` OR replace(coalesce(o."abn", ''), ' ', '') LIKE ${likePattern(digits)}` : sql``;
    filters.push(sql`(o."name" ILIKE ${like} OR o."email" ILIKE ${like}${byAbn}
      OR EXISTS (SELECT 1 FROM "User" m WHERE m."orgId" = o.id AND m."email" ILIKE ${like}))`);
  }
  if (q.status) filters.push(sql`s."status" = ${q.status}::"SubscriptionStatus"`);
  const where = sql`WHERE ${sql.join(filters, sql` AND `)}`;
  const keys: Record<OrganisationSort, RawBuilder<unknown>> = {
    name: sql`lower(o."name")`,
    plan: sql`s."planId"`,
    status: sql`s."status"`,
    trial_end: sql`s."trialEnd"`,
    users: usersOf,
    jobs: jobsOf,
    mrr: mrrAt(sql`o.id`, utc(now)),
    created: sql`o."createdAt"`,
  };
  const direction = (q.order ?? DEFAULT_ORDER[q.sort]) === 'asc' ? sql`ASC` : sql`DESC`;
  const from = sql`FROM "Organization" o LEFT JOIN "Subscription" s ON s."orgId" = o.id`;
  const period = monthStart(now);
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql<OrganisationLine>`
      WITH page AS (
        SELECT o.id, ${keys[q.sort]} AS sort_key ${from} ${where}
        ORDER BY sort_key ${direction} NULLS LAST, o.id ${direction}
        LIMIT ${q.limit} OFFSET ${q.offset}
      )
      SELECT o.id, o."name", o."email", o."abn", o."createdAt", s."status", s."planId", s."trialEnd",
        ${usersOf} AS "users", ${jobsOf} AS "jobs",
        ${usedThisPeriod('sms', period)}::int AS "smsUsed", ${usedThisPeriod('email', period)}::int AS "emailUsed",
        ${mrrAt(sql`o.id`, utc(now))}::int AS "mrrCents"
      FROM page JOIN "Organization" o ON o.id = page.id LEFT JOIN "Subscription" s ON s."orgId" = o.id
      ORDER BY page.sort_key ${direction} NULLS LAST, o.id ${direction}`,
    ),
    rowsOf(db, sql<{ total: number }>`SELECT count(*)::int AS total ${from} ${where}`),
  ]);
  return { organisations: rows, total: counted[0]?.total ?? 0, limit: q.limit, offset: q.offset, sort: q.sort };
}
