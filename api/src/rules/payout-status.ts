import type { StatusTone } from './status-tones.ts';

// The status of an organisation's payout account (its own Stripe account, connected through Stripe Connect), read
// from what Stripe says of the account. Pure: shared with the web (Settings → Payments).

export const PAYOUT_STATUSES = ['details_missing', 'pending', 'enabled'] as const;
export type PayoutStatusValue = (typeof PAYOUT_STATUSES)[number];

/** The fields of a Stripe Account the status is read from. */
export interface AccountState {
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  details_submitted?: boolean | null;
  requirements?: { currently_due?: string[] | null; past_due?: string[] | null; disabled_reason?: string | null } | null;
}

/**
 * enabled: the account takes card payments and pays out. details_missing: Stripe still needs something from the
 * business (onboarding not finished, or requirements currently or past due). pending: everything is submitted and
 * Stripe is checking it.
 */
export function payoutStatusOf(account: AccountState): PayoutStatusValue {
  if (account.charges_enabled && account.payouts_enabled) return 'enabled';
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  if (!account.details_submitted || due.length > 0) return 'details_missing';
  return 'pending';
}

export const PAYOUT_STATUS_LABELS: Record<PayoutStatusValue, string> = {
  details_missing: 'Details missing',
  pending: 'Pending',
  enabled: 'Enabled',
};

/** Stripe's published card pricing for Australian businesses: the rate a connected business pays (no mark-up). */
export const STRIPE_AU_PRICING_URL = 'https://stripe.com/au/pricing';

/** The badge tone of each status (rules/status-tones.ts's colours): missing orange, pending blue, enabled green. */
export const PAYOUT_STATUS_TONES = { details_missing: 'orange', pending: 'blue', enabled: 'green' } as const satisfies Record<
  PayoutStatusValue,
  StatusTone
>;
