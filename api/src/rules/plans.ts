// Plans, prices and quotas (spec part 1 §9). Pure: shared by the API and the web app.

export const TRIAL_DAYS = 14;

export type PlanId = 'free' | 'solo' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** AUD cents a month */
  priceMonthly: number;
  users: number;
  sms: number;
  email: number;
  /** What the plan card lists (spec part 1 §3 Plan.features). */
  features: string[];
}

/** Included in every paid plan (spec part 2 §9). */
const EVERY_PLAN = [
  'Jobs, customers and equipment',
  'Quotes and invoices',
  'Mobile and advanced scheduling',
  'SMS job confirmations',
  'Email, AI and chat support',
  'Accounting integration',
];
const limits = (users: number, messages: number) => [
  users === 1 ? '1 user' : `Up to ${users} users`,
  `${messages.toLocaleString('en-AU')} SMS a month`,
  `${messages.toLocaleString('en-AU')} emails a month`,
];

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', priceMonthly: 0, users: 1, sms: 0, email: 0, features: [] },
  solo: { id: 'solo', name: 'Solo', priceMonthly: 2900, users: 1, sms: 100, email: 100, features: [...limits(1, 100), ...EVERY_PLAN] },
  pro: { id: 'pro', name: 'Pro', priceMonthly: 4900, users: 5, sms: 500, email: 500, features: [...limits(5, 500), ...EVERY_PLAN] },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonthly: 9900,
    users: 12,
    sms: 2000,
    email: 2000,
    features: [...limits(12, 2000), ...EVERY_PLAN],
  },
};

/** The plans a business can buy, cheapest first (Free is never offered: spec part 1 §2 "free is hidden"). */
export const PAID_PLAN_IDS = ['solo', 'pro', 'enterprise'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const isPaidPlan = (id: string): id is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(id);

/** Cancel anytime, 30-day money-back (spec part 1 §9). */
export const MONEY_BACK_DAYS = 30;

/**
 * What upgrading during a running trial does to the days left, as it happens today: paying ends the trial at once
 * (the checkout's completion sets trialEnd to that moment) and the paid plan's first month starts that day, so the
 * days left are not carried over. Null when no trial is running.
 */
export function trialUpgradeNote(trialEnd: Date | string | null | undefined, now: Date = new Date()): string | null {
  if (!trialEnd) return null;
  const left = Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / 86_400_000);
  if (!(left > 0)) return null;
  const days = left === 1 ? '1 day' : `${left} days`;
  return `Your trial has ${days} left. Upgrading now ends it: your plan and its first month start the day you pay, and the ${days} left are not added on.`;
}

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 86_400_000);
}

export interface SubscriptionLike {
  status: 'trial' | 'active' | 'past_due' | 'canceled';
  planId: PlanId;
  /** A canceled subscription keeps its plan until then */
  currentPeriodEnd?: Date | string | null;
}

/**
 * The plan whose limits apply now: a trial counts as Pro; a canceled one keeps its plan until its paid period
 * ends, then counts as Free, as does no subscription.
 */
export function effectivePlan(subscription: SubscriptionLike | null | undefined, now: Date = new Date()): Plan {
  if (!subscription) return PLANS.free;
  if (subscription.status === 'canceled') {
    const end = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd).getTime() : 0;
    return end > now.getTime() ? PLANS[subscription.planId] : PLANS.free;
  }
  if (subscription.status === 'trial') return PLANS.pro;
  return PLANS[subscription.planId];
}

/** The spec's sidebar hint, for a plan that has neither quotes nor invoices (Free). */
export const UNLOCK_HINT = 'Unlock quotes, invoices, and advanced features';

/**
 * The line under the sidebar's 'Upgrade to Pro' (Free and Solo only; null for Pro and above), true to the
 * catalogue: Free is offered what it lacks (the spec's text); Solo already has quotes and invoices, so it is
 * offered what Pro adds — 'Up to 5 users and 500 SMS and emails a month'.
 */
export function proUpgradeHint(planId: PlanId): string | null {
  const plan = PLANS[planId];
  const pro = PLANS.pro;
  if (planId === 'pro' || planId === 'enterprise') return null;
  if (!plan.features.includes('Quotes and invoices')) return UNLOCK_HINT;
  const gains: string[] = [];
  if (pro.users > plan.users) gains.push(`up to ${pro.users} users`);
  if (pro.sms > plan.sms || pro.email > plan.email) {
    gains.push(
      pro.sms === pro.email
        ? `${pro.sms.toLocaleString('en-AU')} SMS and emails a month`
        : `${pro.sms.toLocaleString('en-AU')} SMS and ${pro.email.toLocaleString('en-AU')} emails a month`,
    );
  }
  if (gains.length === 0) return null;
  const line = gains.join(' and ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Spec part 1 §4: a users limit on Free or Solo upgrades to Pro, otherwise to Enterprise; Enterprise has none. */
export function nextPlanForUsers(plan: PlanId): Plan | null {
  if (plan === 'free' || plan === 'solo') return PLANS.pro;
  if (plan === 'pro') return PLANS.enterprise;
  return null;
}

/** Spec part 1 §4: an SMS or email limit upgrades Free to Solo, Solo to Pro, otherwise Enterprise; Enterprise has none. */
export function nextPlanForMessages(plan: PlanId): Plan | null {
  if (plan === 'free') return PLANS.solo;
  if (plan === 'solo') return PLANS.pro;
  if (plan === 'pro') return PLANS.enterprise;
  return null;
}

/** What to tell someone who tries to add a member beyond the plan's user quota. */
export function userQuotaMessage(plan: Plan): string {
  const allows = `Your plan allows ${plan.users} ${plan.users === 1 ? 'user' : 'users'}.`;
  return nextPlanForUsers(plan.id) ? `${allows} Upgrade to add more.` : `${allows} Remove a member to add another.`;
}
