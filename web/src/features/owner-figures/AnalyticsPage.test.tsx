import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OwnerAnalyticsDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { AnalyticsPage } from './AnalyticsPage';

const month = (m: string, over: object = {}) => ({
  __typename: 'OwnerMrrMonth',
  month: m,
  openingMrrCents: 490000,
  closingMrrCents: 497800,
  newCents: 9900,
  expansionCents: 2000,
  contractionCents: -1000,
  churnCents: -4900,
  reactivationCents: 1800,
  mrrByPlan: [
    { __typename: 'OwnerPlanMrr', planId: 'pro', cents: 300000 },
    { __typename: 'OwnerPlanMrr', planId: 'solo', cents: 197800 },
  ],
  payingAtStart: 100,
  newPaying: 3,
  churned: 1,
  subscriberChurnPercent: 0.97,
  grossMrrChurnPercent: 1.2,
  netMrrChurnPercent: null,
  trialsEnded: 4,
  trialsConverted: 1,
  trialConversionPercent: 25,
  ...over,
});

const point = (start: string, signups: number) => ({
  __typename: 'OwnerAnalyticsPoint',
  start,
  signups,
  activeOrganisations: 40,
  jobsCreated: 120,
  sms: 300,
  email: 250,
  packRevenueCents: 4500,
  paymentVolumeCents: 123_450,
});

const analytics = (from: string, to: string) => ({
  request: { query: OwnerAnalyticsDocument, variables: { from, to } },
  result: {
    data: {
      ownerAnalytics: {
        __typename: 'OwnerAnalytics',
        from,
        to,
        bucket: 'MONTH',
        points: [point('2026-03-01', 7), point('2026-04-01', 12)],
        months: [month('2026-03'), month('2026-04', { closingMrrCents: 512345 })],
      },
    },
  },
});

describe('the owner analytics page', () => {
  it('shows each chart with a Table view of its figures', async () => {
    renderApp(<AnalyticsPage />, {
      path: '/admin/analytics?range=custom&from=2026-03-01&to=2026-04-30',
      mocks: [analytics('2026-03-01', '2026-04-30')],
    });
    const signups = await screen.findByRole('region', { name: 'Sign-ups' });
    await userEvent.click(within(signups).getByRole('tab', { name: 'Table' }));
    const table = within(signups).getByRole('table', { name: 'Sign-ups' });
    expect(within(table).getByRole('row', { name: 'Apr 2026 12' })).toBeInTheDocument();

    const movements = screen.getByRole('region', { name: 'MRR movements' });
    await userEvent.click(within(movements).getByRole('tab', { name: 'Table' }));
    const row = within(movements).getByRole('row', { name: /^Apr 2026/ });
    // Money in dollars; a movement that takes MRR away shows as negative.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$4,900.00', '$99.00', '$20.00', '$18.00', '-$10.00', '-$49.00', '$5,123.45']);
    // Payments through Spanner, in dollars.
    const payments = screen.getByRole('region', { name: 'Payments through Spanner' });
    await userEvent.click(within(payments).getByRole('tab', { name: 'Table' }));
    expect(within(payments).getAllByRole('row', { name: /^Apr 2026/ })[0]).toHaveTextContent('$1,234.50');
    // A rate with nothing to divide by is a dash, not 0 %.
    const churn = screen.getByRole('region', { name: 'Churn' });
    await userEvent.click(within(churn).getByRole('tab', { name: 'Table' }));
    expect(
      within(within(churn).getByRole('row', { name: /^Mar 2026/ }))
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('—');
  });

  it('explains a custom range it cannot show, and asks nothing of the server', async () => {
    renderApp(<AnalyticsPage />, { path: '/admin/analytics?range=custom&from=2026-05-01&to=2026-04-01' });
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-ups' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  });
});
