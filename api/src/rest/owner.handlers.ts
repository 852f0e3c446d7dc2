import { ownerAnalytics } from '../domain/owner/analytics-series.ts';
import { businessAlerts } from '../domain/owner/business-alerts.ts';
import { dashboardFigures } from '../domain/owner/dashboard-figures.ts';
import { type BoundRoute, implement } from './contract.ts';
import { ownerContract } from './owner.contract.ts';

// REST routes of the owner's figures: contracts in owner.contract.ts, rules in domain/owner.

export const ownerRoutes: BoundRoute[] = implement(ownerContract, {
  async dashboard({ ctx }) {
    const d = await dashboardFigures(ctx);
    const s = d.organisationsByStatus;
    return {
      organisations_by_status: { trial: s.trial, active: s.active, past_due: s.pastDue, canceled: s.canceled },
      mrr_cents: d.mrrCents,
      signups_this_week: d.signupsThisWeek,
      signups_this_month: d.signupsThisMonth,
      trials_ending_soon: d.trialsEndingSoon,
      sms_this_month: d.smsThisMonth,
      email_this_month: d.emailThisMonth,
      pack_revenue_this_month_cents: d.packRevenueThisMonthCents,
      payment_volume_this_month_cents: d.paymentVolumeThisMonthCents,
      payouts_enabled: d.payoutsEnabled,
    };
  },
  async alerts({ ctx }) {
    const a = await businessAlerts(ctx);
    return { critical_count: a.criticalCount, total_alerts: a.totalAlerts, alerts: a.alerts };
  },
  async analytics({ ctx, query }) {
    const a = await ownerAnalytics(ctx, query);
    return {
      from: a.from,
      to: a.to,
      bucket: a.bucket === 'DAY' ? ('day' as const) : ('month' as const),
      points: a.points.map((p) => ({
        start: p.start,
        signups: p.signups,
        active_organisations: p.activeOrganisations,
        jobs_created: p.jobsCreated,
        sms: p.sms,
        email: p.email,
        pack_revenue_cents: p.packRevenueCents,
        payment_volume_cents: p.paymentVolumeCents,
      })),
      months: a.months.map((m) => ({
        month: m.month,
        opening_mrr_cents: m.openingMrrCents,
        closing_mrr_cents: m.closingMrrCents,
        new_cents: m.newCents,
        expansion_cents: m.expansionCents,
        contraction_cents: m.contractionCents,
        churn_cents: m.churnCents,
        reactivation_cents: m.reactivationCents,
        mrr_by_plan: m.mrrByPlan.map((p) => ({ plan_id: p.planId, cents: p.cents })),
        paying_at_start: m.payingAtStart,
        new_paying: m.newPaying,
        churned: m.churned,
        subscriber_churn_percent: m.subscriberChurnPercent,
        gross_mrr_churn_percent: m.grossMrrChurnPercent,
        net_mrr_churn_percent: m.netMrrChurnPercent,
        trials_ended: m.trialsEnded,
        trials_converted: m.trialsConverted,
        trial_conversion_percent: m.trialConversionPercent,
      })),
    };
  },
});
