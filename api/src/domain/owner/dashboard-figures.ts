import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import { withoutGst } from '../../rules/saas-metrics.ts';
import { dayKeyOf, midnightOf, startOfMonth, startOfWeek } from '../../rules/zoned-time.ts';
import { BUSINESS_ORGS, BUSINESS_ZONE, mrrAt, ownerRows, utc } from './owner-sql.ts';

// The owner's dashboard (spec part 2 §2): the headline figures, in one statement (each figure a sub-select).
//
// - Organisations by status: the subscription's status now.
// - MRR: the sum of each organisation's latest SubscriptionChange.mrrCents at now (rules/saas-metrics.ts).
// - Sign-ups: organisations created since Monday 00:00 (this week) and since the 1st (this month), Melbourne time.
// - Trials ending soon: trials whose end falls in the next 7 days.
// - SMS and email sent this month: the organisations' messages created this calendar month (Melbourne) that went
//   out — sent or delivered; queued (not yet sent), failed and undelivered ones are not counted, nor mail about a
//   person's own account (password resets, invites: Spanner's own mail).
// - Pack revenue this month: the credit packs bought this month, GST excluded (withoutGst of their GST-inclusive
//   total, as a BAS reports GST on takings); the owner's grants (price 0) add nothing.
// - Payments through Spanner this month: what the organisations' customers paid online (their invoices' payments
//   through the payment provider that succeeded, by the day the money moved), before refunds — the volume processed
//   on the businesses' own Stripe accounts, never a customer's card details; and how many organisations have payouts
//   enabled (Settings → Payments).
// Spanner's own organisation counts in none of them (owner-sql.ts BUSINESS_ORGS).

export interface DashboardFigures {
  organisationsByStatus: { trial: number; active: number; pastDue: number; canceled: number };
  mrrCents: number;
  signupsThisWeek: number;
  signupsThisMonth: number;
  trialsEndingSoon: number;
  smsThisMonth: number;
  emailThisMonth: number;
  packRevenueThisMonthCents: number;
  paymentVolumeThisMonthCents: number;
  payoutsEnabled: number;
}

const TRIALS_ENDING_SOON_DAYS = 7;

export async function dashboardFigures(ctx: Context, now = new Date()): Promise<DashboardFigures> {
  const today = dayKeyOf(now, BUSINESS_ZONE);
  const week = utc(midnightOf(startOfWeek(today), BUSINESS_ZONE));
  const month = utc(midnightOf(startOfMonth(today), BUSINESS_ZONE));
  const at = utc(now);
  const soon = utc(new Date(now.getTime() + TRIALS_ENDING_SOON_DAYS * 86_400_000));
  const sent = (channel: 'sms' | 'email') => sql`(SELECT count(*)::int FROM "OutgoingMessage" m
    WHERE m."orgId" IN ${BUSINESS_ORGS} AND m.channel = ${channel}::"MessageChannel" AND m.status IN ('sent', 'delivered')
      AND NOT m."accountMail" AND m."createdAt" >= ${month} AND m."createdAt" < ${at})`;
  const [row] = await ownerRows<{
    trial: number;
    active: number;
    past_due: number;
    canceled: number;
    mrr: number;
    signups_week: number;
    signups_month: number;
    trials_ending: number;
    sms: number;
    email: number;
    packs: number;
    payments: string;
    payouts: number;
  }>(
    ctx,
    sql`
    WITH subs AS (SELECT s.status, s."trialEnd" FROM "Subscription" s WHERE s."orgId" IN ${BUSINESS_ORGS})
    SELECT
      (SELECT count(*)::int FROM subs WHERE status = 'trial') AS trial,
      (SELECT count(*)::int FROM subs WHERE status = 'active') AS active,
      (SELECT count(*)::int FROM subs WHERE status = 'past_due') AS past_due,
      (SELECT count(*)::int FROM subs WHERE status = 'canceled') AS canceled,
      (SELECT COALESCE(sum(${mrrAt(sql`o.id`, at)}), 0)::int FROM "Organization" o WHERE o.id IN ${BUSINESS_ORGS}) AS mrr,
      (SELECT count(*)::int FROM "Organization" o WHERE o.id IN ${BUSINESS_ORGS} AND o."createdAt" >= ${week} AND o."createdAt" <= ${at}) AS signups_week,
      (SELECT count(*)::int FROM "Organization" o WHERE o.id IN ${BUSINESS_ORGS} AND o."createdAt" >= ${month} AND o."createdAt" <= ${at}) AS signups_month,
      (SELECT count(*)::int FROM subs WHERE status = 'trial' AND "trialEnd" > ${at} AND "trialEnd" <= ${soon}) AS trials_ending,
      ${sent('sms')} AS sms,
      ${sent('email')} AS email,
      (SELECT COALESCE(sum(p."priceCents"), 0)::int FROM "CreditPack" p
        WHERE p."orgId" IN ${BUSINESS_ORGS} AND p."priceCents" > 0 AND p."purchasedAt" >= ${month} AND p."purchasedAt" <= ${at}) AS packs,
      (SELECT COALESCE(sum(p."amountCents"), 0)::bigint FROM "Payment" p
        WHERE p."orgId" IN ${BUSINESS_ORGS} AND p.provider IS NOT NULL AND p.kind = 'payment' AND p.status = 'succeeded'
          AND p."receivedOn" >= ${month} AND p."receivedOn" <= ${at}) AS payments,
      (SELECT count(*)::int FROM "PayoutAccount" a WHERE a."orgId" IN ${BUSINESS_ORGS} AND a.status = 'enabled') AS payouts`,
  );
  return {
    organisationsByStatus: { trial: row.trial, active: row.active, pastDue: row.past_due, canceled: row.canceled },
    mrrCents: row.mrr,
    signupsThisWeek: row.signups_week,
    signupsThisMonth: row.signups_month,
    trialsEndingSoon: row.trials_ending,
    smsThisMonth: row.sms,
    emailThisMonth: row.email,
    packRevenueThisMonthCents: withoutGst(row.packs),
    paymentVolumeThisMonthCents: Number(row.payments),
    payoutsEnabled: row.payouts,
  };
}
