import { describe, expect, it } from 'vitest';
import { bannerFor } from './banner';

const now = new Date('2026-11-22T00:00:00Z');

describe('subscription banner', () => {
  it('shows nothing for an active subscription or none', () => {
    expect(bannerFor({ status: 'active', planId: 'pro', trialEnd: null, currentPeriodEnd: null }, now).kind).toBe('none');
    expect(bannerFor(null, now).kind).toBe('none');
  });

  it('shows the trial end date, in Melbourne, with Upgrade Now', () => {
    const b = bannerFor({ status: 'trial', planId: 'pro', trialEnd: '2026-12-05T14:00:00Z', currentPeriodEnd: null }, now);
    expect(b).toMatchObject({ kind: 'trial', title: 'Your free trial ends on 6 December 2026', action: 'Upgrade Now' });
  });

  it('says Trial Expired once the end has passed', () => {
    expect(bannerFor({ status: 'trial', planId: 'pro', trialEnd: '2026-11-21T00:00:00Z', currentPeriodEnd: null }, now)).toMatchObject({
      kind: 'trial-expired',
      title: 'Trial Expired',
      action: 'Upgrade Now',
    });
  });

  it('asks an overdue account to update payment', () => {
    expect(bannerFor({ status: 'past_due', planId: 'pro', trialEnd: null, currentPeriodEnd: null }, now)).toMatchObject({
      kind: 'past-due',
      action: 'Update Payment',
    });
  });

  it('tells a cancelled account when access ends, with Resubscribe', () => {
    const b = bannerFor({ status: 'canceled', planId: 'solo', trialEnd: null, currentPeriodEnd: '2026-12-31T12:00:00Z' }, now);
    expect(b).toMatchObject({ kind: 'canceled', action: 'Resubscribe' });
    expect(b.kind === 'canceled' && b.title).toContain('Access ends on 31 December 2026');
    expect(b).toMatchObject({ readOnly: false });
  });

  it('marks a cancelled account past its period read-only, saying when access ended', () => {
    const b = bannerFor({ status: 'canceled', planId: 'solo', trialEnd: null, currentPeriodEnd: '2026-11-01T12:00:00Z' }, now);
    expect(b).toMatchObject({ kind: 'canceled', readOnly: true, title: expect.stringContaining('Access ended on') });
  });
});
