import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerAlertsDocument, OwnerDashboardDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { AlertsBadge } from './alerts';
import { OwnerDashboardPage } from './OwnerDashboardPage';

const dashboard = {
  request: { query: OwnerDashboardDocument },
  result: {
    data: {
      ownerDashboard: {
        __typename: 'OwnerDashboard',
        organisationsByStatus: { __typename: 'OwnerOrganisationsByStatus', trial: 4, active: 12, pastDue: 1, canceled: 2 },
        mrrCents: 123456,
        signupsThisWeek: 3,
        signupsThisMonth: 9,
        trialsEndingSoon: 2,
        smsThisMonth: 1500,
        emailThisMonth: 820,
        packRevenueThisMonthCents: 9000,
        paymentVolumeThisMonthCents: 2_345_600,
        payoutsEnabled: 7,
      },
    },
  },
};

const alert = (severity: string, title: string, href: string) => ({
  __typename: 'OwnerAlert',
  kind: severity === 'critical' ? 'payment_failed' : 'trial_ending',
  severity,
  title,
  detail: `About ${title}`,
  href,
});

const alerts = (list: ReturnType<typeof alert>[]) => ({
  request: { query: OwnerAlertsDocument },
  result: {
    data: {
      ownerAlerts: {
        __typename: 'OwnerAlerts',
        criticalCount: list.filter((a) => a.severity === 'critical').length,
        totalAlerts: list.length,
        alerts: list,
      },
    },
  },
});

describe('the owner dashboard', () => {
  it('shows the headline figures, MRR in dollars, and the alerts critical first, each a link', async () => {
    renderApp(<OwnerDashboardPage />, {
      path: '/admin',
      mocks: [
        dashboard,
        alerts([
          alert('warning', 'Trial ending: Bayside', '/admin/organizations/o2'),
          alert('critical', 'Payment failed: Coolair', '/admin/organizations/o1'),
        ]),
      ],
    });
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    const orgs = screen.getByRole('region', { name: 'Organisations' });
    expect(within(orgs).getByText('19')).toBeInTheDocument();
    expect(within(orgs).getByText('1 past due')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'SMS this month' })).getByText('1,500')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Non-recurring revenue this month' })).getByText('$90.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payments through Spanner this month' })).getByText('$23,456.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payouts enabled' })).getByText('7')).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Business alerts' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Payment failed: Coolair', '/admin/organizations/o1'],
      ['Trial ending: Bayside', '/admin/organizations/o2'],
    ]);
    expect(within(list).getByText('1 critical of 2 alerts')).toBeInTheDocument();
  });

  it('says when nothing needs attention', async () => {
    renderApp(<OwnerDashboardPage />, { path: '/admin', mocks: [dashboard, alerts([])] });
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    renderApp(<OwnerDashboardPage />, {
      path: '/admin',
      mocks: [{ request: { query: OwnerDashboardDocument }, error: new Error('Network down') }, alerts([])],
    });
    expect(await screen.findByText('Failed to load the figures')).toBeInTheDocument();
  });
});

describe('the sidebar alerts badge', () => {
  it('reads "critical of total" to a screen reader; the eye sees 2/3', async () => {
    renderApp(<AlertsBadge />, {
      mocks: [alerts([alert('critical', 'A', '/a'), alert('critical', 'B', '/b'), alert('warning', 'C', '/c')])],
    });
    expect(await screen.findByText('2 critical of 3 alerts')).toBeInTheDocument();
    expect(screen.getByText('2/3')).toHaveAttribute('aria-hidden', 'true');
  });
});
