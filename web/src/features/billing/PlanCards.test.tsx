import { PLANS } from '@rules/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../lib/sent-request';
import { renderApp } from '../../test-utils';
import { PlanCards } from './PlanCards';

// The server, stubbed at fetch (the web suite shares modules between files, so a module mock would not hold): the
// plans, and a checkout that answers where to go; `checkoutPlan` records which plan a checkout was asked for.
const checkoutPlan = vi.fn();
beforeEach(() => {
  checkoutPlan.mockClear();
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo, init?: RequestInit) => {
      const { path, body } = await sentRequest(input, init);
      if (path === '/api/subscriptions/create-checkout') {
        checkoutPlan(body.planId);
        return Response.json({ url: '/settings?tab=billing' });
      }
      return Response.json(['solo', 'pro', 'enterprise'].map((id) => PLANS[id as 'pro']));
    }),
  );
});

const day = 86_400_000;
/** Pro, half way through its month. */
const period = {
  planId: 'pro' as const,
  start: new Date(Date.now() - 15 * day).toISOString(),
  end: new Date(Date.now() + 15 * day).toISOString(),
};

describe('changing plan while paying', () => {
  it('an upgrade half way through the period shows what is charged now, pro-rated, and changes on confirm', async () => {
    renderApp(<PlanCards currentPlanId="pro" active period={period} />);
    expect(await screen.findByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Enterprise' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change to Enterprise?' });
    // Half of $99 for Enterprise less half of $49 unused on Pro.
    expect(dialog).toHaveTextContent('You pay $25.00 now for the rest of this period');
    expect(dialog).toHaveTextContent('$49.50 for Enterprise less $24.50 unused on Pro');
    expect(dialog).toHaveTextContent('$99.00 a month, GST included');
    expect(checkoutPlan).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to Enterprise' }));
    await waitFor(() => expect(checkoutPlan).toHaveBeenCalledWith('enterprise'));
  });

  it('a downgrade shows the credit, and Cancel changes nothing', async () => {
    renderApp(<PlanCards currentPlanId="pro" active period={period} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Solo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change to Solo?' });
    expect(dialog).toHaveTextContent('You get a credit of $10.00 on your next invoice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(checkoutPlan).not.toHaveBeenCalled();
  });

  it('without a paid period (a trial) choosing a plan goes straight to checkout', async () => {
    renderApp(<PlanCards currentPlanId="pro" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Enterprise' }));
    await waitFor(() => expect(checkoutPlan).toHaveBeenCalledWith('enterprise'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
