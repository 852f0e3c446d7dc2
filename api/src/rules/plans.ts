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
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', priceMonthly: 0, users: 1, sms: 0, email: 0 },
  solo: { id: 'solo', name: 'Solo', priceMonthly: 2900, users: 1, sms: 100, email: 100 },
  pro: { id: 'pro', name: 'Pro', priceMonthly: 4900, users: 5, sms: 500, email: 500 },
  enterprise: { id: 'enterprise', name: 'Enterprise', priceMonthly: 9900, users: 12, sms: 2000, email: 2000 },
};

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 86_400_000);
}

export interface SubscriptionLike {
  status: 'trial' | 'active' | 'past_due' | 'canceled';
  planId: PlanId;
}

/** The plan whose limits apply now: a trial counts as Pro, no subscription or a canceled one as Free. */
export function effectivePlan(subscription: SubscriptionLike | null | undefined): Plan {
  if (!subscription || subscription.status === 'canceled') return PLANS.free;
  if (subscription.status === 'trial') return PLANS.pro;
  return PLANS[subscription.planId];
}

/** Spec part 1 §4: a users limit on Free or Solo upgrades to Pro, otherwise to Enterprise; Enterprise has none. */
export function nextPlanForUsers(plan: PlanId): Plan | null {
  if (plan === 'free' || plan === 'solo') return PLANS.pro;
  if (plan === 'pro') return PLANS.enterprise;
  return null;
}

/** What to tell someone who tries to add a member beyond the plan's user quota. */
export function userQuotaMessage(plan: Plan): string {
  const allows = `Your plan allows ${plan.users} ${plan.users === 1 ? 'user' : 'users'}.`;
  return nextPlanForUsers(plan.id) ? `${allows} Upgrade to add more.` : `${allows} Remove a member to add another.`;
}
