import { describe, expect, it } from 'vitest';
import { payoutStatusOf } from './payout-status.ts';

describe('payoutStatusOf', () => {
  it('is enabled only when the account takes charges and pays out', () => {
    expect(payoutStatusOf({ charges_enabled: true, payouts_enabled: true, details_submitted: true })).toBe('enabled');
    expect(payoutStatusOf({ charges_enabled: true, payouts_enabled: false, details_submitted: true })).toBe('pending');
  });

  it('is details missing while onboarding is unfinished or Stripe asks for more', () => {
    expect(payoutStatusOf({ details_submitted: false })).toBe('details_missing');
    expect(payoutStatusOf({ details_submitted: true, requirements: { currently_due: ['external_account'] } })).toBe('details_missing');
    expect(payoutStatusOf({ details_submitted: true, requirements: { past_due: ['individual.verification.document'] } })).toBe(
      'details_missing',
    );
  });

  it('is pending when everything is submitted and Stripe is checking it', () => {
    expect(payoutStatusOf({ details_submitted: true, requirements: { currently_due: [], past_due: [] } })).toBe('pending');
  });
});
