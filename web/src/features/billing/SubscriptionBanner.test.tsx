import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCan } from '../../lib/use-can';
import { makeViewer, renderApp, viewerMock } from '../../test-utils';
import { SubscriptionBanner } from './SubscriptionBanner';

/** Says when the viewer's abilities have arrived, so an absent banner is absent for the right reason. */
function AbilitiesLoaded() {
  return useCan() ? <span>abilities loaded</span> : null;
}

const trial = makeViewer().org.subscription;

describe('subscription banner', () => {
  it('shows the trial and its Upgrade Now action to an admin', async () => {
    renderApp(<SubscriptionBanner subscription={trial} />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByText(/Your free trial ends on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('is not shown to a technician, who cannot act on it', async () => {
    const { container } = renderApp(
      <>
        <SubscriptionBanner subscription={trial} />
        <AbilitiesLoaded />
      </>,
      { mocks: [viewerMock('technician')] },
    );
    await screen.findByText('abilities loaded');
    expect(screen.queryByText(/Your free trial ends on/)).toBeNull();
    expect(container.querySelector('button')).toBeNull();
  });

  const expired = { ...trial!, trialEnd: '2026-01-01T00:00:00.000Z' };

  it('says up front, on an expired trial, what is read-only and what stays open', async () => {
    renderApp(<SubscriptionBanner subscription={expired} />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByText('Trial Expired')).toBeInTheDocument();
    expect(screen.getByText(/Your account is read-only until you choose a plan/)).toBeInTheDocument();
    expect(
      screen.getByText(/You cannot add or change jobs .* customers, equipment, team members or price-list items, or import CSV files/),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can still read everything, delete records/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('tells a technician too, before they fill a form, without an upgrade button', async () => {
    const { container } = renderApp(
      <>
        <SubscriptionBanner subscription={expired} />
        <AbilitiesLoaded />
      </>,
      { mocks: [viewerMock('technician')] },
    );
    await screen.findByText('abilities loaded');
    expect(screen.getByText(/read-only until you choose a plan.*Ask your admin or office manager to choose a plan\./)).toBeInTheDocument();
    expect(container.querySelector('button')).toBeNull();
  });
});
