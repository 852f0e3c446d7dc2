import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { promptFrom402 } from '../../lib/subscription-errors';
import { subscriptionPrompt } from '../../lib/subscription-prompt-store';
import { renderApp } from '../../test-utils';
import { SubscriptionModal } from './SubscriptionModal';

describe('subscription modal', () => {
  it('opens for a 402 with the title, message and action, and Maybe Later closes it', async () => {
    renderApp(<SubscriptionModal />);
    expect(screen.queryByText('Trial Expired')).toBeNull();
    act(() => subscriptionPrompt.set(promptFrom402('{"code":"TRIAL_EXPIRED"}')));
    expect(await screen.findByText('Trial Expired')).toBeInTheDocument();
    expect(screen.getByText('Your 14-day trial has expired. Upgrade now to continue!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(subscriptionPrompt.get()).toBeNull();
  });
});
