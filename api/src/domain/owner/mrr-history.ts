import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import {
  grossMrrChurn,
  MOVEMENT_KINDS,
  type MovementKind,
  type MrrMonth,
  movementOf,
  netMrrChurn,
  subscriberChurn,
  trialConversion,
} from '../../rules/saas-metrics.ts';
import { addMonths, midnightOf, startOfMonth } from '../../rules/zoned-time.ts';
import { BUSINESS_ORGS, BUSINESS_ZONE, ownerRows, utc } from './owner-sql.ts';

// The MRR figures of each Melbourne month, from the subscription history (SubscriptionChange), with the definitions
// of rules/saas-metrics.ts. Two statements whatever the number of organisations or months:
//
// 1. Each organisation's month — opening MRR (its latest row before the month starts), closing MRR (before the next
//    month starts, or before now for the month running), whether it ever paid before the month, its plan at the
//    close — counted in groups of equal values. One pass over the history: each row holds from its date until the
//    next row's (lead), and gives the state at each month boundary it spans (width_bucket over the boundaries). Each group's movement is movementOf(opening, closing, paidBefore),
//    so opening + Σ movements = closing for every month, exactly, in cents. The month's paying organisations at its
//    start (opening > 0), those that started paying in it (new and reactivation) and those that churned give the
//    subscriber churn rate; MRR by plan is the closing MRR by the plan at the close.
// 2. Trial conversion. A trial is an organisation's last trial row (the trial as last extended); it ended at its
//    trialEnd, or earlier when the organisation left the trial first (bought a plan, or canceled). A trial counts in
//    the month its end fell in, once that moment has passed; it converted when the organisation had a paying row
//    (mrrCents > 0) from the trial's start to 7 days after its end (TRIAL_CONVERSION_GRACE_DAYS: a business that
//    pays in the week after its trial ran out converted too).

export const TRIAL_CONVERSION_GRACE_DAYS = 7;

export interface MrrMonthFigures {
  /** YYYY-MM */
  month: string;
  openingMrrCents: number;
  closingMrrCents: number;
  newCents: number;
  expansionCents: number;
  /** ≤ 0 */
  contractionCents: number;
  /** ≤ 0 */
  churnCents: number;
  reactivationCents: number;
  mrrByPlan: { planId: string; cents: number }[];
  payingAtStart: number;
  newPaying: number;
  churned: number;
  subscriberChurnPercent: number | null;
  grossMrrChurnPercent: number | null;
  netMrrChurnPercent: number | null;
  trialsEnded: number;
  trialsConverted: number;
  trialConversionPercent: number | null;
}

interface Group {
  /** The month's index, from 1 */
  month: number;
  opening: number;
  closing: number;
  paid_before: boolean;
  plan: string | null;
  orgs: number;
}

/** The months a range of days overlaps: each 'YYYY-MM' with its UTC bounds, the running month's end capped at now. */
export function monthsOf(from: string, to: string, now: Date) {
  const out: { month: string; start: Date; end: Date }[] = [];
  for (let key = startOfMonth(from); key <= to; key = addMonths(key, 1)) {
    const start = midnightOf(key, BUSINESS_ZONE);
    const end = midnightOf(addMonths(key, 1), BUSINESS_ZONE);
    out.push({ month: key.slice(0, 7), start: start < now ? start : now, end: end < now ? end : now });
  }
  return out;
}

export async function mrrHistory(ctx: Context, from: string, to: string, now = new Date()): Promise<MrrMonthFigures[]> {
  const months = monthsOf(from, to, now);
  const values = sql.join(months.map((m) => sql`(${m.month}, ${utc(m.start)}, ${utc(m.end)})`));
  // The months' boundaries, in order: the first month's start, then each month's end (bound k opens month k).
  const bounds = sql`ARRAY[${sql.join([utc(months[0].start), ...months.map((m) => utc(m.end))])}]::timestamp[]`;
  const [groups, trials] = await Promise.all([
    ownerRows<Group>(
      ctx,
      sql`
      WITH h AS (
        SELECT c."orgId", c.at, c."mrrCents", c."planId"::text AS plan,
          lead(c.at) OVER (PARTITION BY c."orgId" ORDER BY c.at, c."createdAt") AS until,
          bool_or(c."mrrCents" > 0) OVER (PARTITION BY c."orgId" ORDER BY c.at, c."createdAt" ROWS UNBOUNDED PRECEDING) AS paid_so_far
        FROM "SubscriptionChange" c WHERE c."orgId" IN ${BUSINESS_ORGS}
      ),
      st AS MATERIALIZED (
        SELECT h."orgId", ks.k, h."mrrCents" AS cents, h.plan, h.paid_so_far FROM h
        JOIN (SELECT generate_series(1, ${months.length + 1}::int) AS k) ks
          ON ks.k > width_bucket(h.at, ${bounds}) AND ks.k <= COALESCE(width_bucket(h.until, ${bounds}), ${months.length + 1}::int)
      ),
      per AS (
        SELECT COALESCE(o.k, c.k - 1) AS month, COALESCE(o.cents, 0) AS opening, COALESCE(c.cents, 0) AS closing,
          COALESCE(o.paid_so_far, false) AS paid_before, c.plan
        FROM (SELECT * FROM st WHERE k <= ${months.length}::int) o
        FULL JOIN (SELECT * FROM st WHERE k >= 2) c ON c."orgId" = o."orgId" AND c.k = o.k + 1
      )
      SELECT month, opening, closing, opening = 0 AND closing > 0 AND paid_before AS paid_before,
        CASE WHEN closing > 0 THEN plan END AS plan, count(*)::int AS orgs
      FROM per WHERE opening <> 0 OR closing <> 0
      GROUP BY 1, 2, 3, 4, 5`,
    ),
    ownerRows<{ month: string; ended: number; converted: number }>(
      ctx,
      sql`
      WITH m(month, s, e) AS (VALUES ${values}),
      last_trial AS (
        SELECT DISTINCT ON (c."orgId") c."orgId", c.at, c."trialEnd" FROM "SubscriptionChange" c
        WHERE c.status = 'trial' AND c."trialEnd" IS NOT NULL AND c."orgId" IN ${BUSINESS_ORGS}
        ORDER BY c."orgId", c.at DESC, c."createdAt" DESC
      ),
      trials AS MATERIALIZED (
        SELECT t."orgId", t.at AS started, LEAST(t."trialEnd", COALESCE((SELECT min(n.at) FROM "SubscriptionChange" n
          WHERE n."orgId" = t."orgId" AND n.at > t.at AND n.status <> 'trial'), t."trialEnd")) AS ended
        FROM last_trial t
      )
      SELECT m.month, count(*)::int AS ended,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "SubscriptionChange" p WHERE p."orgId" = t."orgId" AND p."mrrCents" > 0
          AND p.at >= t.started AND p.at <= t.ended + make_interval(days => ${TRIAL_CONVERSION_GRACE_DAYS}::int)))::int AS converted
      FROM m JOIN trials t ON t.ended >= m.s AND t.ended < m.e AND t.ended <= ${utc(now)}
      GROUP BY m.month`,
    ),
  ]);
  return months.map(({ month }, i) => {
    const mine = groups.filter((g) => g.month === i + 1);
    const movements = Object.fromEntries(MOVEMENT_KINDS.map((k) => [k, 0])) as Record<MovementKind, number>;
    const counts = Object.fromEntries(MOVEMENT_KINDS.map((k) => [k, 0])) as Record<MovementKind, number>;
    const byPlan = new Map<string, number>();
    let opening = 0;
    let closing = 0;
    let payingAtStart = 0;
    for (const g of mine) {
      opening += g.opening * g.orgs;
      closing += g.closing * g.orgs;
      if (g.opening > 0) payingAtStart += g.orgs;
      if (g.plan && g.closing > 0) byPlan.set(g.plan, (byPlan.get(g.plan) ?? 0) + g.closing * g.orgs);
      const kind = movementOf(g.opening, g.closing, g.paid_before);
      if (!kind) continue;
      movements[kind] += (g.closing - g.opening) * g.orgs;
      counts[kind] += g.orgs;
    }
    const figures: MrrMonth = { openingCents: opening, closingCents: closing, movements };
    const newPaying = counts.new + counts.reactivation;
    const trial = trials.find((t) => t.month === month) ?? { ended: 0, converted: 0 };
    return {
      month,
      openingMrrCents: opening,
      closingMrrCents: closing,
      newCents: movements.new,
      expansionCents: movements.expansion,
      contractionCents: movements.contraction,
      churnCents: movements.churn,
      reactivationCents: movements.reactivation,
      mrrByPlan: [...byPlan].map(([planId, cents]) => ({ planId, cents })).sort((a, b) => b.cents - a.cents),
      payingAtStart,
      newPaying,
      churned: counts.churn,
      subscriberChurnPercent: subscriberChurn(counts.churn, payingAtStart, newPaying),
      grossMrrChurnPercent: grossMrrChurn(figures),
      netMrrChurnPercent: netMrrChurn(figures),
      trialsEnded: trial.ended,
      trialsConverted: trial.converted,
      trialConversionPercent: trialConversion(trial.converted, trial.ended),
    };
  });
}
