import { sql } from 'kysely';
import type { Context } from '../../context.ts';
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
// organisations: one for the activity series (a row per bucket; the job activity of whole months read from the
// per-organisation monthly summary "JobActivityMonth", that of days and cut months from the jobs by index range
// scans), two for the months.
//
// - sign-ups: organisations created in the bucket;
// - active organisations: organisations with a job created or updated in the bucket;
// - jobs created; SMS and email sent (as on the dashboard: sent or delivered, no account mail);
// - pack revenue: credit packs bought in the bucket, GST excluded;
// - payment volume: the organisations' customers' online payments that succeeded, by the day the money moved (before
//   refunds; dashboard-figures.ts).
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
  paymentVolumeCents: number;
}

export interface OwnerAnalytics {
  from: string;
  to: string;
  bucket: Bucket;
  points: AnalyticsPoint[];
  months: MrrMonthFigures[];
}

const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** A month bucket the range covers from its first day to its last: read from the monthly summary. */
const isWholeMonth = (b: { key: string }, bucket: Bucket, from: string, to: string) =>
  bucket === 'MONTH' && b.key >= from && addDays(addMonths(b.key, 1), -1) <= to;

/** The runs of consecutive buckets not read from the summary, each as one UTC span [start, end). */
function spansOf(buckets: { start: Date; end: Date }[], whole: boolean[]): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  buckets.forEach((b, i) => {
    if (whole[i]) return;
    const last = out[out.length - 1];
    if (last && i > 0 && !whole[i - 1]) last.end = b.end;
    else out.push({ start: b.start, end: b.end });
  });
  return out;
}

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
  const whole = buckets.map((b) => isWholeMonth(b, bucket, from, to));
  const values = sql.join(buckets.map((b, i) => sql`(${i + 1}::int, ${b.key}, ${utc(b.start)}, ${utc(b.end)}, ${whole[i]}::boolean)`));
  // The buckets are contiguous: their starts, then the last one's end (width_bucket gives bucket i from 1).
  const bounds = sql`ARRAY[${sql.join([...buckets.map((b) => utc(b.start)), utc(buckets[buckets.length - 1].end)])}]::timestamp[]`;
  // The jobs of the buckets the summary cannot answer (days, months cut by the range), by a date column: one index
  // range scan per run of such buckets (at most two for months: the range's first and last), each job bucketed.
  const spans = spansOf(buckets, whole);
  const jobsBy = (column: 'createdAt' | 'updatedAt') => {
    const c = sql.ref(`j.${column}`);
    return spans.length
      ? sql.join(
          spans.map(
            (span) => sql`SELECT j."orgId", width_bucket(${c}, ${bounds}) AS i FROM "Job" j
              WHERE ${c} >= ${utc(span.start)} AND ${c} < ${utc(span.end)}`,
          ),
          sql` UNION ALL `,
        )
      : sql`SELECT NULL::text AS "orgId", NULL::int AS i WHERE false`;
  };
  const sent = (channel: 'sms' | 'email') => sql`(SELECT count(*)::int FROM "OutgoingMessage" m
    WHERE m."orgId" IN ${BUSINESS_ORGS} AND m.channel = ${channel}::"MessageChannel" AND m.status IN ('sent', 'delivered')
      AND NOT m."accountMail" AND m."createdAt" >= b.s AND m."createdAt" < b.e)`;
  const [rows, months] = await Promise.all([
    ownerRows<{
      start: string;
      signups: number;
      active: number;
      jobs: number;
      sms: number;
      email: number;
      packs: number;
      payments: string;
    }>(
      ctx,
      sql`
      WITH b(i, start, s, e, whole) AS (VALUES ${values}), biz AS ${BUSINESS_ORGS},
      -- Whole months from the monthly job-activity summary (kept by triggers on "Job"): an organisation was active in
      -- the month when one of its jobs was created or last updated in it.
      summed AS (
        SELECT b.i, a."orgId", a."jobsCreated" AS n, (a."jobsCreated" > 0 OR a."jobsUpdated" > 0) AS active
        FROM b JOIN "JobActivityMonth" a ON a.month = b.start::date
        WHERE b.whole AND a."orgId" IN (SELECT id FROM biz)
      ),
      -- Days, and months cut by the range, from the jobs themselves: index range scans on (createdAt, orgId) and
      -- (updatedAt, orgId) over those buckets only.
      made AS (
        SELECT x.i, x."orgId", count(*)::int AS n FROM (${jobsBy('createdAt')}) x
        WHERE x."orgId" IN (SELECT id FROM biz) GROUP BY 1, 2
      ),
      touched AS (SELECT DISTINCT x.i, x."orgId" FROM (${jobsBy('updatedAt')}) x WHERE x."orgId" IN (SELECT id FROM biz)),
      created AS (SELECT i, sum(n)::int AS n FROM (SELECT i, n FROM made UNION ALL SELECT i, n FROM summed) x GROUP BY i),
      active AS (
        SELECT i, count(*)::int AS n FROM (
          SELECT "orgId", i FROM made UNION SELECT "orgId", i FROM touched UNION SELECT "orgId", i FROM summed WHERE active
        ) x GROUP BY i
      )
      SELECT b.start,
        (SELECT count(*)::int FROM "Organization" o WHERE o."createdAt" >= b.s AND o."createdAt" < b.e AND o.id IN (SELECT id FROM biz)) AS signups,
        COALESCE(active.n, 0) AS active,
        COALESCE(created.n, 0) AS jobs,
        ${sent('sms')} AS sms,
        ${sent('email')} AS email,
        (SELECT COALESCE(sum(p."priceCents"), 0)::int FROM "CreditPack" p
          WHERE p."purchasedAt" >= b.s AND p."purchasedAt" < b.e AND p."priceCents" > 0 AND p."orgId" IN (SELECT id FROM biz)) AS packs,
        (SELECT COALESCE(sum(p."amountCents"), 0)::bigint FROM "Payment" p
          WHERE p."receivedOn" >= b.s AND p."receivedOn" < b.e AND p.provider IS NOT NULL AND p.kind = 'payment'
            AND p.status = 'succeeded' AND p."orgId" IN (SELECT id FROM biz)) AS payments
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
      paymentVolumeCents: Number(r.payments),
    })),
    months,
  };
}
