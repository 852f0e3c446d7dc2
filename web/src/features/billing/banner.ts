import { DEFAULT_TIME_ZONE, formatLongDate } from '@rules/zoned-time';

// The subscription banner (spec part 1 §2): which message, if any, for the organisation's subscription.

export interface SubscriptionInfo {
  status: 'trial' | 'active' | 'past_due' | 'canceled';
  planId: string;
  trialEnd: string | null;
  currentPeriodEnd: string | null;
}

export type BannerState =
  | { kind: 'none' }
  | { kind: 'trial-expired'; title: string; action: string }
  | { kind: 'trial'; title: string; action: string; until: Date }
  | { kind: 'past-due'; title: string; action: string }
  | { kind: 'canceled'; title: string; action: string; until: Date | null; readOnly: boolean };

export function bannerFor(s: SubscriptionInfo | null | undefined, now = new Date(), timeZone: string = DEFAULT_TIME_ZONE): BannerState {
  const date = (d: Date) => formatLongDate(d, timeZone);
  if (!s || s.status === 'active') return { kind: 'none' };
  if (s.status === 'trial') {
    const end = s.trialEnd ? new Date(s.trialEnd) : null;
    if (!end || end <= now) return { kind: 'trial-expired', title: 'Trial Expired', action: 'Upgrade Now' };
    return { kind: 'trial', title: `Your free trial ends on ${date(end)}`, action: 'Upgrade Now', until: end };
  }
  if (s.status === 'past_due') {
    return {
      kind: 'past-due',
      title: 'Your payment is overdue. Update your payment details to keep your account active.',
      action: 'Update Payment',
    };
  }
  const end = s.currentPeriodEnd ? new Date(s.currentPeriodEnd) : null;
  // Past its paid period a canceled subscription is read-only, like an expired trial (rules/subscription-access.ts).
  const readOnly = !end || end <= now;
  return {
    kind: 'canceled',
    title: !end
      ? 'Your subscription is canceled.'
      : readOnly
        ? `Your subscription is canceled. Access ended on ${date(end)}.`
        : `Your subscription is canceled. Access ends on ${date(end)}.`,
    action: 'Resubscribe',
    until: end,
    readOnly,
  };
}
