import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promptFrom402 } from '../../lib/subscription-errors';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';
import { makeViewer, renderApp, viewerMock } from '../../test-utils';
import { BillingPanel } from './BillingPanel';
import { SubscriptionModal } from './SubscriptionModal';
import { SubscriptionPage } from './SubscriptionPage';
import { TrialExpiredPage } from './TrialExpiredPage';

// The billing screens promise only what Spanner does today.

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('billing copy', () => {
  it('the cancel texts promise no data export (there is none): they say what stays open', async () => {
    const end = '2026-12-31T12:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ subscription: { status: 'active', planId: 'pro', trialEnd: null, currentPeriodEnd: end } })),
    );
    renderApp(<BillingPanel />, { mocks: [viewerMock('admin')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('After that, you can still sign in and read your records');
    expect(document.body.textContent).not.toMatch(/export/i);
  });

  it('an upgrade during the trial says what happens to the days left', async () => {
    const trialEnd = new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString();
    const { org } = makeViewer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    renderApp(<SubscriptionPage />, {
      mocks: [viewerMock('admin', { org: { ...org, subscription: { ...org.subscription!, trialEnd } } })],
    });
    expect(
      await screen.findByText(
        'Your trial has 5 days left. Upgrading now ends it: your plan and its first month start the day you pay, and the 5 days left are not added on.',
      ),
    ).toBeInTheDocument();
  });

  it('the Trial Expired page says what is read-only before anything is filled in', () => {
    renderApp(<TrialExpiredPage />, { path: '/trial-expired' });
    expect(screen.getByText('Your account is read-only until you choose a plan.')).toBeInTheDocument();
    expect(screen.getByText(/You cannot add or change jobs .* or import CSV files\. You can still read everything/)).toBeInTheDocument();
  });

  it('the Trial Expired modal lists what is blocked; a plan-limit refusal does not', async () => {
    renderApp(<SubscriptionModal />);
    act(() => subscriptionPrompt.set(promptFrom402('{"code":"TRIAL_EXPIRED"}')));
    expect(await screen.findByText(/You cannot add or change jobs/)).toBeInTheDocument();
    act(() =>
      subscriptionPrompt.set(promptFrom402('{"code":"SUBSCRIPTION_REQUIRED","message":"Your plan allows 5 users. Upgrade to add more."}')),
    );
    expect(await screen.findByText('Your plan allows 5 users. Upgrade to add more.')).toBeInTheDocument();
    expect(screen.queryByText(/You cannot add or change/)).toBeNull();
  });
});
