import { z } from 'zod';
import { ALERT_KINDS } from '../domain/owner/business-alerts.ts';
import { analyticsRangeSchema } from '../domain/owner/schemas.ts';
import { route } from './contract.ts';

// The owner portal's figures over REST (the platform owner only; everyone else gets 404): the same domain operations
// as GraphQL ownerDashboard, ownerAlerts and ownerAnalytics. Amounts are AUD cents, GST excluded.

const count = z.number().int();
const percent = z.number().nullable();

export const ownerDashboardJson = z.object({
  organisations_by_status: z.object({ trial: count, active: count, past_due: count, canceled: count }),
  mrr_cents: count,
  signups_this_week: count,
  signups_this_month: count,
  trials_ending_soon: count,
  sms_this_month: count,
  email_this_month: count,
  pack_revenue_this_month_cents: count,
  /** What the organisations' customers paid online this month (succeeded, before refunds) */
  payment_volume_this_month_cents: count,
  /** Organisations whose payout account is enabled */
  payouts_enabled: count,
});

export const ownerAlertJson = z.object({
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(['critical', 'warning']),
  title: z.string(),
  detail: z.string(),
  href: z.string(),
});

export const ownerAnalyticsJson = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'month']),
  points: z.array(
    z.object({
      start: z.string(),
      signups: count,
      active_organisations: count,
      jobs_created: count,
      sms: count,
      email: count,
      pack_revenue_cents: count,
      payment_volume_cents: count,
    }),
  ),
  months: z.array(
    z.object({
      month: z.string(),
      opening_mrr_cents: count,
      closing_mrr_cents: count,
      new_cents: count,
      expansion_cents: count,
      contraction_cents: count,
      churn_cents: count,
      reactivation_cents: count,
      mrr_by_plan: z.array(z.object({ plan_id: z.string(), cents: count })),
      paying_at_start: count,
      new_paying: count,
      churned: count,
      subscriber_churn_percent: percent,
      gross_mrr_churn_percent: percent,
      net_mrr_churn_percent: percent,
      trials_ended: count,
      trials_converted: count,
      trial_conversion_percent: percent,
    }),
  ),
});

export const ownerContract = {
  dashboard: route({
    method: 'GET',
    path: '/api/admin/dashboard',
    summary:
      "The owner's headline figures: organisations by status, MRR, sign-ups, trials ending, messages and pack revenue this month (owner)",
    access: { can: 'seeBusiness' },
    response: ownerDashboardJson,
  }),
  alerts: route({
    method: 'GET',
    path: '/api/admin/alerts',
    summary: 'Business alerts (spec part 2 §3): { critical_count, total_alerts } and the alerts, critical first, each with a link (owner)',
    access: { can: 'seeBusiness' },
    response: z.object({ critical_count: count, total_alerts: count, alerts: z.array(ownerAlertJson) }),
  }),
  analytics: route({
    method: 'GET',
    path: '/api/admin/analytics',
    summary:
      'Analytics of a range of Melbourne days ?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive, at most 24 months): series by day up to 92 days, else by month, and the MRR figures of each month (owner)',
    access: { can: 'seeBusiness' },
    query: analyticsRangeSchema,
    response: ownerAnalyticsJson,
  }),
};
