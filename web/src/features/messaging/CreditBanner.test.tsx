import { Button } from '@spanner/design-system';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { refreshUsage } from '../billing';
import { CreditBanner, useCreditGate } from './index';

const meter = (quota: number, used: number, packCredits: number) => {
  const remaining = Math.max(0, quota - used);
  return {
    used,
    quota,
    percent: Math.round((used / quota) * 100),
    remaining,
    packCredits,
    totalAvailable: remaining + packCredits,
    quotaExceeded: used >= quota,
    allExhausted: remaining + packCredits === 0,
  };
};

/** The server's usage answer from now on (fetch stubbed); `withUsage` also loads it. */
function stubUsage(sms: ReturnType<typeof meter>, email = meter(100, 0, 0)) {
  const usage = {
    users: { used: 1, quota: 5, percent: 20 },
    sms,
    email,
    periodEnd: '2026-12-01T00:00:00.000Z',
    planId: 'pro',
    subscriptionStatus: 'active',
    packs: [],
    packExpiry: 'never',
  };
  const fetch = vi.fn(async () => new Response(JSON.stringify(usage), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function withUsage(sms: ReturnType<typeof meter>, email = meter(100, 0, 0)) {
  stubUsage(sms, email);
  await act(() => refreshUsage());
}

/** A sending screen as the quote, invoice and SMS dialogs build it: the banner, and a button the gate controls. */
function SendScreen({ channel }: { channel: 'sms' | 'email' }) {
  const gate = useCreditGate(channel);
  return (
    <>
      <CreditBanner channel={channel} action={channel === 'sms' ? 'send this SMS' : 'email this quote'} gate={gate} />
      <Button isDisabled={gate.blocked}>{gate.label(channel === 'sms' ? 'Send SMS' : 'Send')}</Button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('credit banner', () => {
  it('blocks the action when the allowance and every pack are used up', async () => {
    await withUsage(meter(100, 100, 0));
    renderApp(<SendScreen channel="sms" />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByText('No SMS credits left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
  });

  it('warns at 10 SMS left and offers Send Anyway', async () => {
    await withUsage(meter(100, 90, 0));
    renderApp(<SendScreen channel="sms" />, { mocks: [viewerMock('manager')] });
    expect(await screen.findByText('Running low on SMS credits')).toBeInTheDocument();
    expect(screen.getByText(/10 SMS credits left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Anyway' })).toBeEnabled();
  });

  it('says nothing about SMS at 11 left', async () => {
    await withUsage(meter(100, 89, 0));
    renderApp(<SendScreen channel="sms" />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByRole('button', { name: 'Send SMS' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns about email at 20 left, not at 21', async () => {
    await withUsage(meter(100, 0, 0), meter(100, 80, 0));
    const { unmount } = renderApp(<SendScreen channel="email" />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByText('Running low on email credits')).toBeInTheDocument();
    unmount();
    await withUsage(meter(100, 0, 0), meter(100, 79, 0));
    renderApp(<SendScreen channel="email" />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByText('Running low on email credits')).toBeNull();
  });

  it('says pack credits are in use once the monthly allowance is gone', async () => {
    await withUsage(meter(100, 100, 80));
    renderApp(<SendScreen channel="sms" />, { mocks: [viewerMock('admin')] });
    expect(await screen.findByText('Monthly SMS allowance used')).toBeInTheDocument();
    expect(screen.getByText(/80 left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send SMS' })).toBeEnabled();
  });

  it('reads the usage again after a send or a refusal for want of credits, not after other failures', async () => {
    await withUsage(meter(100, 0, 0), meter(100, 79, 0));
    function Sending() {
      const gate = useCreditGate('email');
      return (
        <>
          <CreditBanner channel="email" action="email this quote" gate={gate} />
          <Button onPress={() => gate.settled(new Error('Recipient is required'))}>Refused</Button>
          <Button onPress={() => gate.settled()}>Sent</Button>
        </>
      );
    }
    renderApp(<Sending />, { mocks: [viewerMock('admin')] });
    await screen.findByRole('button', { name: 'Sent' });
    expect(screen.queryByText('Running low on email credits')).toBeNull();
    // The send that went out spent the 80th email: the server now counts 20 left.
    const fetch = stubUsage(meter(100, 0, 0), meter(100, 80, 0));
    await act(async () => screen.getByRole('button', { name: 'Refused' }).click());
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Sent' }).click());
    expect(await screen.findByText('Running low on email credits')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a technician, who cannot read usage, no banner and never asks for it', async () => {
    await withUsage(meter(100, 100, 0));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp(<SendScreen channel="sms" />, { mocks: [viewerMock('technician')] });
    expect(await screen.findByRole('button', { name: 'Send SMS' })).toBeEnabled();
    expect(screen.queryByText('No SMS credits left')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
