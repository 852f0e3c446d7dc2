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
