import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appFetch } from '../../lib/http';
import { renderApp } from '../../test-utils';
import { SubscriptionModal } from './SubscriptionModal';

// Any request answered 402 — a GraphQL mutation goes through appFetch too (apollo.ts's HttpLink) — opens the modal
// the answer names, with the server's words; a body that is not JSON is read by its words.

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const answer402 = (body: string, contentType: string) =>
  vi.stubGlobal('fetch', async () => new Response(body, { status: 402, headers: { 'content-type': contentType } }));

describe('a 402 answer', () => {
  it("opens Trial Expired with the server's message; Maybe Later closes it", async () => {
    renderApp(
      <>
        <SubscriptionModal />
        <Where />
      </>,
    );
    answer402(
      JSON.stringify({ error: 'Your trial ended on 1 November.', code: 'TRIAL_EXPIRED', message: 'Your trial ended on 1 November.' }),
      'application/json',
    );
    await act(() => appFetch('/graphql', { method: 'POST', body: '{"operationName":"ChangePassword"}' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Trial Expired' });
    expect(modal).toHaveTextContent('Your trial ended on 1 November.');
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/);
  });

  it('opens Premium Feature for a plain-text answer, and Upgrade Now goes to /subscription', async () => {
    renderApp(
      <>
        <SubscriptionModal />
        <Where />
      </>,
      { path: '/profile' },
    );
    answer402('subscription required', 'text/plain');
    await act(() => appFetch('/graphql', { method: 'POST', body: '{"operationName":"ChangePassword"}' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Premium Feature' });
    expect(modal).toHaveTextContent('This feature requires an active subscription.');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    await screen.findByText('/subscription');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/subscription$/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
