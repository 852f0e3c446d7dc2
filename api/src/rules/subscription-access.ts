// Whether an organisation may use the premium actions now (spec part 1 §4, §8). Pure: shared by the API and the web.

import type { SubscriptionLike } from './plans.ts';

export interface SubscriptionState extends SubscriptionLike {
  trialEnd: Date | string | null;
  currentPeriodEnd: Date | string | null;
}

export type Access =
  | { open: true }
  | { open: false; code: 'TRIAL_EXPIRED' | 'SUBSCRIPTION_REQUIRED'; message: string; action: { label: string; url: string } };

export const TRIAL_EXPIRED_MESSAGE = 'Your 14-day trial has expired. Upgrade now to continue!';
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'This feature requires an active subscription.';
const UPGRADE = { label: 'Upgrade Now', url: '/subscription' };
const RESUBSCRIBE = { label: 'Resubscribe', url: '/settings?tab=billing' };

/**
 * What a closed account may and may not do, said before anyone fills a form (the Trial Expired page, the banner and
 * modal). It names the premium actions `requireActiveSubscription` refuses, and what stays open.
 */
export const READ_ONLY_BLOCKED =
  'You cannot add or change jobs (notes, hours, parts and photos included), customers, equipment, team members or price-list items, or import CSV files.';
export const READ_ONLY_OPEN = 'You can still read everything, delete records, change settings and contact support.';
export const READ_ONLY_NOTE = `Your account is read-only until you choose a plan. ${READ_ONLY_BLOCKED} ${READ_ONLY_OPEN}`;

const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/**
 * Open: a running trial, an active subscription, a past-due one (the payment provider is still retrying: the
 * banner asks for a new card, work goes on), and a canceled one until its paid period ends. Closed: a trial past
 * its end (TRIAL_EXPIRED), a canceled subscription past its period, or none at all (SUBSCRIPTION_REQUIRED).
 */
export function subscriptionAccess(s: SubscriptionState | null | undefined, now: Date = new Date()): Access {
  const at = now.getTime();
  if (!s) return { open: false, code: 'SUBSCRIPTION_REQUIRED', message: SUBSCRIPTION_REQUIRED_MESSAGE, action: UPGRADE };
  if (s.status === 'active' || s.status === 'past_due') return { open: true };
  if (s.status === 'trial') {
    const end = time(s.trialEnd);
    if (end === null || end > at) return { open: true };
    return { open: false, code: 'TRIAL_EXPIRED', message: TRIAL_EXPIRED_MESSAGE, action: UPGRADE };
  }
  const end = time(s.currentPeriodEnd);
  if (end !== null && end > at) return { open: true };
  return { open: false, code: 'SUBSCRIPTION_REQUIRED', message: SUBSCRIPTION_REQUIRED_MESSAGE, action: RESUBSCRIBE };
}
