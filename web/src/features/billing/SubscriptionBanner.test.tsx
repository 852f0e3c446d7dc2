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
});
