import { READ_ONLY_BLOCKED } from '@rules/subscription-access';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '../../test-utils';
import { NewJobPage } from './NewJobPage';

// /jobs/new for a business whose trial has ended: it says what is read-only before anyone fills the form.

const { org } = makeViewer();
const expiredOrg = { ...org, subscription: org.subscription && { ...org.subscription, trialEnd: '2026-11-24T00:00:00Z' } };

describe('New Job after the trial has ended', () => {
  it('says new jobs cannot be added until a plan is chosen, with Upgrade Now, instead of a form that would be refused', async () => {
    renderApp(<NewJobPage />, { path: '/jobs/new', mocks: [viewerMock('manager', { org: expiredOrg })] });
    expect(await screen.findByText('Trial Expired')).toBeInTheDocument();
    expect(screen.getByText(READ_ONLY_BLOCKED, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('shows the form while the trial runs', async () => {
    renderApp(<NewJobPage />, { path: '/jobs/new', mocks: [viewerMock('manager')] });
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    expect(screen.queryByText('Trial Expired')).toBeNull();
  });
});
