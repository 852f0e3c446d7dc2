import { type RawBuilder, sql } from 'kysely';
import type { Context } from '../../context.ts';
import { PLANS } from '../../rules/plans.ts';
import { liveSince } from '../billing/credits.ts';
import { deadLetterAlert } from './background-work.ts';
import { BUSINESS_ORGS, ownerRows, SPANNERS_OWN, utc } from './owner-sql.ts';

// The owner's business alerts (spec part 2 §3, polled every 60 s): what needs the owner's attention now, each
// linking to what it is about. One statement for every kind (a UNION of one sub-select per kind); each kind lists at
// most ALERTS_PER_KIND items, while the counts cover them all.
//
// - payment_failed (critical): a past-due subscription (its last payment failed).
// - unapplied_payment (critical): a payment event Spanner could not apply (UnappliedPaymentEvent, not resolved).
// - trial_ending (warning): a trial ending within 3 days, no paid plan bought.
// - quota_reached (warning): an organisation that used its plan's SMS or email quota this period and has no pack
//   credits of that channel left (it can send no more of them).
// - delivery_failed (warning): messages of an organisation that failed or were undelivered in the last 24 hours.
// - ticket_waiting (critical when urgent, else warning): an open or in-progress ticket whose last public message is
//   the customer's (or which has none yet), waiting more than 24 hours for support.
// - dead_letters (critical): background jobs out of tries (background-work.ts), read from the queue rather than in
//   the statement, one alert for them all linking to Background work.
// Spanner's own organisation raises none.

export const ALERT_KINDS = [
  'payment_failed',
  'unapplied_payment',
  'trial_ending',
  'quota_reached',
  'delivery_failed',
  'ticket_waiting',
  'dead_letters',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertSeverity = 'critical' | 'warning';

export interface BusinessAlert {
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
  detail: string;
  href: string;
}

export interface BusinessAlerts {
  criticalCount: number;
  totalAlerts: number;
  alerts: BusinessAlert[];
}

const ALERTS_PER_KIND = 20;
const TRIAL_ENDING_DAYS = 3;
const DAY_MS = 86_400_000;

const orgHref = (id: RawBuilder<unknown>) => sql`'/admin/organizations/' || ${id}`;

/** Each plan's quotas as rows (rules/plans.ts), and the plan in force as effectivePlan reads it. */
const quotas = sql`(VALUES ${sql.join(
  Object.values(PLANS).flatMap((p) => [sql`(${p.id}, 'sms', ${p.sms}::int)`, sql`(${p.id}, 'email', ${p.email}::int)`]),
)}) AS q(plan, channel, quota)`;

export async function businessAlerts(ctx: Context, now = new Date()): Promise<BusinessAlerts> {
  const at = utc(now);
  const dayAgo = utc(new Date(now.getTime() - DAY_MS));
  const trialLimit = utc(new Date(now.getTime() + TRIAL_ENDING_DAYS * DAY_MS));
  const since = liveSince(ctx.config, now);
  const livePack = since ? sql`AND p."purchasedAt" > ${utc(since)}` : sql``;
  const kind = (alerts: RawBuilder<unknown>) => sql`(SELECT kind, severity, title, detail, href, count(*) OVER ()::int AS total,
    (count(*) FILTER (WHERE severity = 'critical') OVER ())::int AS critical_total FROM (${alerts}) k ORDER BY (severity = 'critical') DESC, sort LIMIT ${ALERTS_PER_KIND})`;
  const rows = await ownerRows<BusinessAlert & { total: number; critical_total: number }>(
    ctx,
    sql`
    ${kind(sql`
      SELECT 'payment_failed' AS kind, 'critical' AS severity, 'Payment failed: ' || o.name AS title,
        'The ' || initcap(s."planId"::text) || ' subscription is past due since ' ||
          to_char(COALESCE(s."lastEventAt", s."updatedAt") AT TIME ZONE 'UTC' AT TIME ZONE 'Australia/Melbourne', 'FMDD Mon YYYY') || '.' AS detail,
        ${orgHref(sql`o.id`)} AS href, COALESCE(s."lastEventAt", s."updatedAt") AS sort
      FROM "Subscription" s JOIN "Organization" o ON o.id = s."orgId"
      WHERE s.status = 'past_due' AND s."orgId" IN ${BUSINESS_ORGS}`)}
    UNION ALL ${kind(sql`
      SELECT 'unapplied_payment' AS kind, 'critical' AS severity, 'Payment event not applied: ' || e.type AS title,
        e.reason || ' (event ' || e."eventId" || ', ' || e.provider || ').' AS detail,
        CASE WHEN e."namedOrgId" IN ${BUSINESS_ORGS} THEN ${orgHref(sql`e."namedOrgId"`)} ELSE '/admin/organizations' END AS href, e."receivedAt" AS sort
      FROM "UnappliedPaymentEvent" e
      WHERE e."resolvedAt" IS NULL AND (e."namedOrgId" IS NULL OR e."namedOrgId" NOT IN ${SPANNERS_OWN})`)}
    UNION ALL ${kind(sql`
      SELECT 'trial_ending' AS kind, 'warning' AS severity, 'Trial ending: ' || o.name AS title,
        'The trial ends ' || to_char(s."trialEnd" AT TIME ZONE 'UTC' AT TIME ZONE 'Australia/Melbourne', 'FMDD Mon YYYY') || ' and no plan is bought yet.' AS detail,
        ${orgHref(sql`o.id`)} AS href, s."trialEnd" AS sort
      FROM "Subscription" s JOIN "Organization" o ON o.id = s."orgId"
      WHERE s.status = 'trial' AND s."trialEnd" > ${at} AND s."trialEnd" <= ${trialLimit} AND s."orgId" IN ${BUSINESS_ORGS}`)}
    UNION ALL ${kind(sql`
      SELECT 'quota_reached' AS kind, 'warning' AS severity, 'At the ' || CASE u.channel WHEN 'sms' THEN 'SMS' ELSE 'email' END || ' quota: ' || o.name AS title,
        u.used || ' of ' || q.quota || ' ' || CASE u.channel WHEN 'sms' THEN 'SMS' ELSE 'emails' END || ' used this period and no pack credits left.' AS detail,
        ${orgHref(sql`o.id`)} AS href, u."periodStart" AS sort
      FROM "Subscription" s
      JOIN "Organization" o ON o.id = s."orgId"
      JOIN "UsageCounter" u ON u."orgId" = s."orgId" AND u."periodStart" = s."currentPeriodStart"
      JOIN ${quotas} ON q.channel = u.channel::text AND q.plan = CASE
        WHEN s.status = 'trial' THEN 'pro'
        WHEN s.status = 'canceled' AND NOT (s."currentPeriodEnd" > ${at}) THEN 'free'
        ELSE s."planId"::text END
      WHERE s."orgId" IN ${BUSINESS_ORGS} AND q.quota > 0 AND u.used >= q.quota
        AND NOT EXISTS (SELECT 1 FROM "CreditPack" p WHERE p."orgId" = s."orgId" AND p.type = u.channel AND p.remaining > 0 ${livePack})`)}
    UNION ALL ${kind(sql`
      SELECT 'delivery_failed' AS kind, 'warning' AS severity, 'Failed deliveries: ' || o.name AS title,
        count(*) || CASE WHEN count(*) = 1 THEN ' message' ELSE ' messages' END || ' failed or undelivered in the last 24 hours.' AS detail,
        ${orgHref(sql`o.id`)} AS href, max(m."createdAt") AS sort
      FROM "OutgoingMessage" m JOIN "Organization" o ON o.id = m."orgId"
      WHERE m.status IN ('failed', 'undelivered') AND m."createdAt" >= ${dayAgo} AND m."orgId" IN ${BUSINESS_ORGS}
      GROUP BY o.id, o.name`)}
    UNION ALL ${kind(sql`
      SELECT 'ticket_waiting' AS kind, CASE WHEN t.priority = 'urgent' THEN 'critical' ELSE 'warning' END AS severity, 'Ticket waiting: ' || t.title AS title,
        o.name || ' has waited ' || floor(extract(epoch FROM (${at} - w.since)) / 3600)::int || ' hours for support (' || t.priority || ' priority).' AS detail,
        '/support-admin/tickets/' || t.id AS href, w.since AS sort
      FROM "Ticket" t JOIN "Organization" o ON o.id = t."orgId"
      CROSS JOIN LATERAL (
        SELECT COALESCE((SELECT m."createdAt" FROM "TicketMessage" m WHERE m."ticketId" = t.id AND NOT m."isInternal"
          ORDER BY m."createdAt" DESC LIMIT 1), t."createdAt") AS since,
        (SELECT m."authorStaffId" IS NULL FROM "TicketMessage" m WHERE m."ticketId" = t.id AND NOT m."isInternal"
          ORDER BY m."createdAt" DESC LIMIT 1) AS customer_last
      ) w
      WHERE t.status IN ('open', 'in_progress') AND COALESCE(w.customer_last, true) AND w.since < ${dayAgo} AND t."orgId" IN ${BUSINESS_ORGS}`)}`,
  );
  // Each kind's rows carry the kind's counts (of every item, listed or not).
  const kinds = new Map(rows.map((r) => [r.kind, r]));
  const deadLetters = deadLetterAlert(await ctx.jobs.counts());
  if (deadLetters) {
    rows.push({ ...deadLetters, total: 1, critical_total: 1 });
    kinds.set(deadLetters.kind, rows.at(-1) as (typeof rows)[number]);
  }
  const sum = (of: (r: { total: number; critical_total: number }) => number) => [...kinds.values()].reduce((n, r) => n + of(r), 0);
  const order = (r: BusinessAlert) => (r.severity === 'critical' ? 0 : 1) * ALERT_KINDS.length + ALERT_KINDS.indexOf(r.kind);
  return {
    criticalCount: sum((r) => r.critical_total),
    totalAlerts: sum((r) => r.total),
    alerts: rows
      .map(({ kind, severity, title, detail, href }) => ({ kind, severity, title, detail, href }))
      .sort((a, b) => order(a) - order(b)),
  };
}
