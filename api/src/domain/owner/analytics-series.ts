import type { Context } from '../../context.ts';
import { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { withoutGst } from '../../rules/saas-metrics.ts';
import { addDays, addMonths, midnightOf, startOfMonth } from '../../rules/zoned-time.ts';
import { requireAbility } from '../policy.ts';
import { type MrrMonthFigures, mrrHistory } from './mrr-history.ts';
import { BUSINESS_ORGS, BUSINESS_ZONE, ownerRows, utc } from './owner-sql.ts';
import { analyticsRangeSchema } from './schemas.ts';

// The owner's analytics over a range of Melbourne days (from and to inclusive, at most 24 months): activity series by
// day when the range is at most 92 days, else by month (the first and last months cut to the range), and the MRR
// figures of every month the range overlaps (mrr-history.ts). Constant statements whatever the number of
// organisations: one for the activity series (a row per bucket; the jobs read by two index range scans, bucketed),
// two for the months.
//
// - sign-ups: organisations created in the bucket;
// - active organisations: organisations with a job created or updated in the bucket;
// - jobs created; SMS and email sent (as on the dashboard: sent or delivered, no account mail);
// - pack revenue: credit packs bought in the bucket, GST excluded.
// Spanner's own organisation counts in none.

export const DAY_BUCKETS_UP_TO = 92;

export type Bucket = 'DAY' | 'MONTH';

export interface AnalyticsPoint {
  start: string;
  signups: number;
  activeOrganisations: number;
  jobsCreated: number;
  sms: number;
  email: number;
  packRevenueCents: number;
}

export interface OwnerAnalytics {
  from: string;
  to: string;
  bucket: Bucket;
  points: AnalyticsPoint[];
  months: MrrMonthFigures[];
}

const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The buckets of a range: each its first day's key and its UTC bounds [start, end), cut to the range. */
export function bucketsOf(from: string, to: string, bucket: Bucket): { key: string; start: Date; end: Date }[] {
  const out: { key: string; start: Date; end: Date }[] = [];
  const after = addDays(to, 1);
  for (let key = bucket === 'DAY' ? from : startOfMonth(from); key <= to; key = bucket === 'DAY' ? addDays(key, 1) : addMonths(key, 1)) {
    const next = bucket === 'DAY' ? addDays(key, 1) : addMonths(key, 1);
    out.push({
      key,
      start: midnightOf(key < from ? from : key, BUSINESS_ZONE),
      end: midnightOf(next > after ? after : next, BUSINESS_ZONE),
    });
  }
  return out;
}

export async function ownerAnalytics(ctx: Context, input: unknown, now = new Date()): Promise<OwnerAnalytics> {
  requireAbility(ctx, 'seeBusiness');
  const { from, to } = parseInput(analyticsRangeSchema, input);
  const bucket: Bucket = daysIn(from, to) <= DAY_BUCKETS_UP_TO ? 'DAY' : 'MONTH';
  const buckets = bucketsOf(from, to, bucket);
  const values = Prisma.join(buckets.map((b, i) => Prisma.sql`(${i + 1}::int, ${b.key}, ${utc(b.start)}, ${utc(b.end)})`));
  // The buckets are contiguous: their starts, then the last one's end (width_bucket gives bucket i from 1).
  const first = utc(buckets[0].start);
  const last = utc(buckets[buckets.length - 1].end);
  const bounds = Prisma.sql`ARRAY[${Prisma.join([...buckets.map((b) => utc(b.start)), last])}]::timestamp[]`;
  const sent = (channel: 'sms' | 'email') => Prisma.sql`(SELECT count(*)::int FROM "OutgoingMessage" m
    WHERE m."orgId" IN ${BUSINESS_ORGS} AND m.channel = ${channel}::"MessageChannel" AND m.status IN ('sent', 'delivered')
      AND NOT m."accountMail" AND m."createdAt" >= b.s AND m."createdAt" < b.e)`;
  const [rows, months] = await Promise.all([
    ownerRows<{ start: string; signups: number; active: number; jobs: number; sms: number; email: number; packs: number }>(
      ctx,
      Prisma.sql`
      WITH b(i, start, s, e) AS (VALUES ${values}), biz AS ${BUSINESS_ORGS},
      -- The jobs created in the range by organisation and bucket, and the organisations with a job updated in each
      -- bucket: two index range scans (createdAt, orgId) and (updatedAt, orgId), bucketed by width_bucket.
      made AS (
        SELECT j."orgId", width_bucket(j."createdAt", ${bounds}) AS i, count(*)::int AS n FROM "Job" j
        WHERE j."createdAt" >= ${first} AND j."createdAt" < ${last} AND j."orgId" IN (SELECT id FROM biz) GROUP BY 1, 2
      ),
      touched AS (
        SELECT DISTINCT j."orgId", width_bucket(j."updatedAt", ${bounds}) AS i FROM "Job" j
        WHERE j."updatedAt" >= ${first} AND j."updatedAt" < ${last} AND j."orgId" IN (SELECT id FROM biz)
      ),
      created AS (SELECT i, sum(n)::int AS n FROM made GROUP BY i),
      active AS (SELECT i, count(*)::int AS n FROM (SELECT "orgId", i FROM made UNION SELECT "orgId", i FROM touched) x GROUP BY i)
      SELECT b.start,
        (SELECT count(*)::int FROM "Organization" o WHERE o."createdAt" >= b.s AND o."createdAt" < b.e AND o.id IN (SELECT id FROM biz)) AS signups,
        COALESCE(active.n, 0) AS active,
        COALESCE(created.n, 0) AS jobs,
        ${sent('sms')} AS sms,
        ${sent('email')} AS email,
        (SELECT COALESCE(sum(p."priceCents"), 0)::int FROM "CreditPack" p
          WHERE p."purchasedAt" >= b.s AND p."purchasedAt" < b.e AND p."priceCents" > 0 AND p."orgId" IN (SELECT id FROM biz)) AS packs
      FROM b LEFT JOIN created ON created.i = b.i LEFT JOIN active ON active.i = b.i
      ORDER BY b.i`,
    ),
    mrrHistory(ctx, from, to, now),
  ]);
  return {
    from,
    to,
    bucket,
    points: rows.map((r) => ({
      start: r.start,
      signups: r.signups,
      activeOrganisations: r.active,
      jobsCreated: r.jobs,
      sms: r.sms,
      email: r.email,
      packRevenueCents: withoutGst(r.packs),
    })),
    months,
  };
}
