import { describe, expect, it } from 'vitest';
import { promptFrom402, promptFromCode } from './subscription-errors';

describe('402 → subscription modals', () => {
  it('uses the server message and action for TRIAL_EXPIRED', () => {
    const p = promptFrom402(
      JSON.stringify({
        code: 'TRIAL_EXPIRED',
        message: 'Your trial ended yesterday.',
        action: { label: 'See plans', url: '/subscription?from=trial' },
      }),
    );
    expect(p).toEqual({
      code: 'TRIAL_EXPIRED',
      title: 'Trial Expired',
      message: 'Your trial ended yesterday.',
      action: { label: 'See plans', url: '/subscription?from=trial' },
    });
  });

  it('falls back to the default texts', () => {
    expect(promptFrom402(JSON.stringify({ code: 'TRIAL_EXPIRED' }))).toMatchObject({
      message: 'Your 14-day trial has expired. Upgrade now to continue!',
      action: { label: 'Upgrade Now', url: '/subscription' },
    });
    expect(promptFrom402(JSON.stringify({ code: 'SUBSCRIPTION_REQUIRED' }))).toMatchObject({
      title: 'Premium Feature',
      message: 'This feature requires an active subscription.',
    });
  });

  it('reads non-JSON bodies by their words', () => {
    expect(promptFrom402('Sorry, your trial has expired')).toMatchObject({
      title: 'Trial Expired',
      action: { label: 'Upgrade Now', url: '/subscription' },
    });
    expect(promptFrom402('<html>SUBSCRIPTION_REQUIRED</html>')).toMatchObject({ title: 'Premium Feature' });
    expect(promptFrom402('Subscription required for this')).toMatchObject({ title: 'Premium Feature' });
    expect(promptFrom402('Payment gateway unavailable')).toBeNull();
  });

  it('ignores other codes and a malformed action', () => {
    expect(promptFromCode('FORBIDDEN')).toBeNull();
    expect(promptFromCode('SUBSCRIPTION_REQUIRED', '', { label: 3 })).toMatchObject({
      message: 'This feature requires an active subscription.',
      action: { label: 'Upgrade Now' },
    });
  });
});
