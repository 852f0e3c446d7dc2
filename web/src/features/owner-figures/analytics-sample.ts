import type { AnalyticsData, AnalyticsMonth } from './AnalyticsCharts';

// Twelve months of a growing business, for the charts' story: every month's movements add up (opening + new +
// expansion + reactivation + contraction + churn = closing), as ownerAnalytics guarantees.

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function months(): AnalyticsMonth[] {
  let opening = 180_000;
  return MONTHS.map((month, i) => {
    const newCents = 4900 * (3 + (i % 4)) + 2900 * (i % 3);
    const expansionCents = 2000 * (i % 3);
    const reactivationCents = i % 5 === 2 ? 4900 : 0;
    const contractionCents = -2000 * (i % 2);
    const churnCents = -4900 * (1 + (i % 3 === 0 ? 1 : 0)) - (i === 6 ? 9900 : 0);
    const closing = opening + newCents + expansionCents + reactivationCents + contractionCents + churnCents;
    const pro = Math.round(closing * 0.55);
    const enterprise = Math.round(closing * 0.2);
    const row: AnalyticsMonth = {
      __typename: 'OwnerMrrMonth',
      month,
      openingMrrCents: opening,
      closingMrrCents: closing,
      newCents,
      expansionCents,
      contractionCents,
      churnCents,
      reactivationCents,
      mrrByPlan: [
        { __typename: 'OwnerPlanMrr', planId: 'solo', cents: closing - pro - enterprise },
        { __typename: 'OwnerPlanMrr', planId: 'pro', cents: pro },
        { __typename: 'OwnerPlanMrr', planId: 'enterprise', cents: enterprise },
      ],
      payingAtStart: 40 + i * 2,
      newPaying: 3 + (i % 4),
      churned: 1 + (i % 3 === 0 ? 1 : 0),
      subscriberChurnPercent: Math.round(((1 + (i % 3 === 0 ? 1 : 0)) / (43 + i * 2 + (i % 4))) * 10000) / 100,
      grossMrrChurnPercent: Math.round(((-churnCents - contractionCents) / opening) * 10000) / 100,
      netMrrChurnPercent: Math.round(((-churnCents - contractionCents - expansionCents - reactivationCents) / opening) * 10000) / 100,
      trialsEnded: i === 0 ? 0 : 5 + (i % 3),
      trialsConverted: i === 0 ? 0 : 2 + (i % 2),
      trialConversionPercent: i === 0 ? null : Math.round(((2 + (i % 2)) / (5 + (i % 3))) * 1000) / 10,
    };
    opening = closing;
    return row;
  });
}

export const sampleAnalytics: AnalyticsData = {
  __typename: 'OwnerAnalytics',
  from: '2025-12-01',
  to: '2026-11-25',
  bucket: 'MONTH',
  points: MONTHS.map((m, i) => ({
    __typename: 'OwnerAnalyticsPoint',
    start: `${m}-01`,
    signups: 6 + ((i * 7) % 9),
    activeOrganisations: 38 + i * 3,
    jobsCreated: 900 + i * 85 + ((i * 37) % 120),
    sms: 2400 + i * 160,
    email: 1900 + i * 210,
    packRevenueCents: (i % 3) * 4500 + 2500,
    paymentVolumeCents: (i % 4) * 125_000 + 30_000,
  })),
  months: months(),
};
