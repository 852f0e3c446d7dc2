import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { abilitiesFor, makeViewer } from '../test-utils';
import { routes } from './router';

// /trial-expired as the app routes it (the real route table, not the page alone): Upgrade Now opens the plans.

const PLANS = [
  { id: 'solo', name: 'Solo', priceMonthly: 1900, features: ['1 user'] },
  { id: 'pro', name: 'Pro', priceMonthly: 4900, features: ['Up to 5 users'] },
];

/** The admin of a business whose trial has ended, as the viewer query answers them. */
const EXPIRED_ADMIN = {
  viewer: makeViewer({
    role: 'admin',
    org: {
      __typename: 'Organization',
      id: 'o1',
      name: 'Bayside Plumbing',
      timeZone: 'Australia/Melbourne',
      subscription: {
        __typename: 'BillingSubscription',
        status: 'trial',
        planId: 'pro',
        trialEnd: '2026-11-24T00:00:00Z',
        currentPeriodEnd: null,
      },
    },
  }),
  viewerCan: abilitiesFor('admin'),
};

/** The server as the page meets it: the plans, the business's subscription, the signed-in admin of an ended trial. */
function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.includes('/api/subscriptions/plans')) return json(PLANS);
      if (url.includes('/api/subscriptions/status')) return json({ subscription: null, chosenPlanId: null });
      return json({ data: EXPIRED_ADMIN });
    }),
  );
}

describe('/trial-expired', () => {
  it('opens the plans on Upgrade Now', { timeout: 90_000 }, async () => {
    stubServer();
    const router = createMemoryRouter(routes, { initialEntries: ['/trial-expired'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }, { timeout: 60_000 }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
  });
});
