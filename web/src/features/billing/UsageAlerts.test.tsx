import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';
import type { MessageMeter, Usage } from './billing-api';
import { PAGE_SEVERITIES, UsageAlerts } from './UsageAlerts';

const meter: MessageMeter = {
  used: 10,
  quota: 500,
  percent: 2,
  remaining: 490,
  packCredits: 0,
  totalAvailable: 490,
  quotaExceeded: false,
  allExhausted: false,
};
const usage = (users: Usage['users']): Usage => ({
  users,
  sms: meter,
  email: meter,
  periodEnd: '2026-12-01T00:00:00.000Z',
  planId: 'pro',
  subscriptionStatus: 'active',
  packs: [],
  packExpiry: 'never',
});

describe('UsageAlerts above the page', () => {
  it('tells a team whose seats are all taken as information, not as an error', async () => {
    renderApp(<UsageAlerts usage={usage({ used: 5, quota: 5, percent: 100 })} severities={PAGE_SEVERITIES} />);
    const banner = (await screen.findByText('All 5 seats in use')).closest('[data-tone]');
    expect(banner).toHaveAttribute('data-tone', 'info');
    expect(banner).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still alarms when there are more members than the plan allows', async () => {
    renderApp(<UsageAlerts usage={usage({ used: 6, quota: 5, percent: 120 })} severities={PAGE_SEVERITIES} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('More team members than your plan allows');
  });
});
