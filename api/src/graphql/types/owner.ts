import { type AnalyticsPoint, type OwnerAnalytics, ownerAnalytics } from '../../domain/owner/analytics-series.ts';
import { type BusinessAlert, type BusinessAlerts, businessAlerts } from '../../domain/owner/business-alerts.ts';
import { type DashboardFigures, dashboardFigures } from '../../domain/owner/dashboard-figures.ts';
import type { MrrMonthFigures } from '../../domain/owner/mrr-history.ts';
import { builder } from '../builder.ts';

// The owner portal's figures (the platform owner only; everyone else is refused as not found): the dashboard, the
// business alerts and the analytics — the same domain operations as GET /api/admin/dashboard, alerts and analytics.

const OrganisationsByStatus = builder.objectRef<DashboardFigures['organisationsByStatus']>('OwnerOrganisationsByStatus').implement({
  description: "Organisations by their subscription's status now (Spanner's own excluded)",
  fields: (t) => ({
    trial: t.exposeInt('trial'),
    active: t.exposeInt('active'),
    pastDue: t.exposeInt('pastDue'),
    canceled: t.exposeInt('canceled'),
  }),
});

const OwnerDashboard = builder.objectRef<DashboardFigures>('OwnerDashboard').implement({
  description: "The owner's headline figures (domain/owner/dashboard-figures.ts for the definitions); AUD cents, GST excluded",
  fields: (t) => ({
    organisationsByStatus: t.field({ type: OrganisationsByStatus, resolve: (d) => d.organisationsByStatus }),
    mrrCents: t.exposeInt('mrrCents', { description: 'Monthly recurring revenue now' }),
    signupsThisWeek: t.exposeInt('signupsThisWeek', { description: 'Organisations created since Monday (Melbourne)' }),
    signupsThisMonth: t.exposeInt('signupsThisMonth', { description: 'Organisations created since the 1st (Melbourne)' }),
    trialsEndingSoon: t.exposeInt('trialsEndingSoon', { description: 'Trials ending in the next 7 days' }),
    smsThisMonth: t.exposeInt('smsThisMonth', { description: 'SMS sent this calendar month' }),
    emailThisMonth: t.exposeInt('emailThisMonth', { description: 'Emails sent this calendar month' }),
    packRevenueThisMonthCents: t.exposeInt('packRevenueThisMonthCents', { description: 'Credit packs bought this month, GST excluded' }),
    paymentVolumeThisMonthCents: t.exposeFloat('paymentVolumeThisMonthCents', {
      description:
        "What the organisations' customers paid online this month (succeeded, before refunds), in cents: a Float, as it may pass 2^31",
    }),
    payoutsEnabled: t.exposeInt('payoutsEnabled', {
      description: 'Organisations whose payout account is enabled (customers can pay online)',
    }),
  }),
});

const OwnerAlert = builder.objectRef<BusinessAlert>('OwnerAlert').implement({
  description: 'Something that needs the owner: what, how serious, and a link to it',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description: 'payment_failed, unapplied_payment, trial_ending, quota_reached, delivery_failed, ticket_waiting or dead_letters',
    }),
    severity: t.exposeString('severity', { description: 'critical or warning' }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    href: t.exposeString('href', {
      description: 'The page it is about: /admin/organizations/{id}, /support-admin/tickets/{id} or /admin/background-work',
    }),
  }),
});

const OwnerAlerts = builder.objectRef<BusinessAlerts>('OwnerAlerts').implement({
  fields: (t) => ({
    criticalCount: t.exposeInt('criticalCount'),
    totalAlerts: t.exposeInt('totalAlerts'),
    alerts: t.field({ type: [OwnerAlert], description: 'Critical first; at most 20 of each kind', resolve: (a) => a.alerts }),
  }),
});

const OwnerAnalyticsBucket = builder.enumType('OwnerAnalyticsBucket', {
  description: 'DAY for ranges up to 92 days, else MONTH',
  values: ['DAY', 'MONTH'] as const,
});

const OwnerAnalyticsPoint = builder.objectRef<AnalyticsPoint>('OwnerAnalyticsPoint').implement({
  fields: (t) => ({
    start: t.exposeString('start', { description: "The bucket's first day (YYYY-MM-DD, Melbourne)" }),
    signups: t.exposeInt('signups'),
    activeOrganisations: t.exposeInt('activeOrganisations', { description: 'Organisations with a job created or updated' }),
    jobsCreated: t.exposeInt('jobsCreated'),
    sms: t.exposeInt('sms'),
    email: t.exposeInt('email'),
    packRevenueCents: t.exposeInt('packRevenueCents', { description: 'Credit packs bought, GST excluded' }),
    paymentVolumeCents: t.exposeFloat('paymentVolumeCents', {
      description: "What the organisations' customers paid online (succeeded, before refunds), in cents: a Float, as it may pass 2^31",
    }),
  }),
});

const OwnerPlanMrr = builder.objectRef<{ planId: string; cents: number }>('OwnerPlanMrr').implement({
  fields: (t) => ({ planId: t.exposeString('planId'), cents: t.exposeInt('cents') }),
});

const OwnerMrrMonth = builder.objectRef<MrrMonthFigures>('OwnerMrrMonth').implement({
  description:
    'One month of MRR (rules/saas-metrics.ts): opening + new + expansion + contraction + churn + reactivation = closing, exactly',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    openingMrrCents: t.exposeInt('openingMrrCents'),
    closingMrrCents: t.exposeInt('closingMrrCents'),
    newCents: t.exposeInt('newCents'),
    expansionCents: t.exposeInt('expansionCents'),
    contractionCents: t.exposeInt('contractionCents', { description: '≤ 0' }),
    churnCents: t.exposeInt('churnCents', { description: '≤ 0' }),
    reactivationCents: t.exposeInt('reactivationCents'),
    mrrByPlan: t.field({ type: [OwnerPlanMrr], description: "Closing MRR by the plan at the month's end", resolve: (m) => m.mrrByPlan }),
    payingAtStart: t.exposeInt('payingAtStart'),
    newPaying: t.exposeInt('newPaying', { description: 'Organisations that started paying (new and reactivated)' }),
    churned: t.exposeInt('churned'),
    subscriberChurnPercent: t.exposeFloat('subscriberChurnPercent', { nullable: true }),
    grossMrrChurnPercent: t.exposeFloat('grossMrrChurnPercent', { nullable: true }),
    netMrrChurnPercent: t.exposeFloat('netMrrChurnPercent', { nullable: true }),
    trialsEnded: t.exposeInt('trialsEnded'),
    trialsConverted: t.exposeInt('trialsConverted'),
    trialConversionPercent: t.exposeFloat('trialConversionPercent', { nullable: true }),
  }),
});

const OwnerAnalyticsRef = builder.objectRef<OwnerAnalytics>('OwnerAnalytics').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    bucket: t.field({ type: OwnerAnalyticsBucket, resolve: (a) => a.bucket }),
    points: t.field({ type: [OwnerAnalyticsPoint], resolve: (a) => a.points }),
    months: t.field({ type: [OwnerMrrMonth], resolve: (a) => a.months }),
  }),
});

builder.queryFields((t) => ({
  ownerDashboard: t.field({
    type: OwnerDashboard,
    authScopes: { can: 'seeBusiness' },
    description: "The owner's dashboard figures (the platform owner only)",
    resolve: (_root, _args, ctx) => dashboardFigures(ctx),
  }),
  ownerAlerts: t.field({
    type: OwnerAlerts,
    authScopes: { can: 'seeBusiness' },
    description: 'Business alerts (the platform owner only); REST: GET /api/admin/alerts',
    resolve: (_root, _args, ctx) => businessAlerts(ctx),
  }),
  ownerAnalytics: t.field({
    type: OwnerAnalyticsRef,
    authScopes: { can: 'seeBusiness' },
    description: 'Analytics of a range of Melbourne days, from and to inclusive (YYYY-MM-DD, at most 24 months; the platform owner only)',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ownerAnalytics(ctx, args),
  }),
}));
