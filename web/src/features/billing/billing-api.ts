import type { MessageMeter } from '@rules/usage';
import { api, RequestError } from '../../lib/http';

// The billing calls of spec part 1 §7 (REST, as the native clients use them): plans, subscription status, checkout,
// cancel, resubscribe, payment method, usage and credit packs. Shapes are the spec's (§3).

export interface PlanOffer {
  id: 'free' | 'solo' | 'pro' | 'enterprise';
  name: string;
  /** AUD cents a month, GST included */
  priceMonthly: number;
  features: string[];
}

export interface SubscriptionStatus {
  status: 'trial' | 'active' | 'past_due' | 'canceled';
  planId: PlanOffer['id'];
  trialEnd: string | null;
  currentPeriodStart?: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd?: boolean;
}

export interface Meter {
  used: number;
  quota: number;
  percent: number;
}

export type { MessageMeter };

export interface Usage {
  users: Meter;
  sms: MessageMeter;
  email: MessageMeter;
  periodEnd: string;
  planId: string;
  subscriptionStatus: string;
  /** The organisation's purchased packs still holding credits (beyond the spec's shape; optional). */
  packs?: OwnedPack[];
  /** The PACK_EXPIRY setting: whether credits expire 6 months after purchase. */
  packExpiry?: 'never' | '6m';
}

export interface OwnedPack {
  id: string;
  type: 'sms' | 'email';
  quantity: number;
  remaining: number;
  purchasedAt: string;
  expiresAt: string | null;
}

export interface PackOffer {
  productId: string;
  type: 'sms' | 'email';
  quantity: number;
  /** AUD cents */
  priceAud: number;
  displayPrice: string;
  description: string;
}

export const fetchPlans = async (): Promise<PlanOffer[]> => {
  const answer = await api<PlanOffer[] | { plans?: PlanOffer[]; data?: PlanOffer[] }>('GET', '/api/subscriptions/plans');
  return Array.isArray(answer) ? answer : (answer.plans ?? answer.data ?? []);
};

export const fetchSubscription = async (): Promise<SubscriptionStatus | null> =>
  (await api<{ subscription: SubscriptionStatus | null }>('GET', '/api/subscriptions/status')).subscription;

/** The plan picked on the public pricing before registering (null if none): offered first when choosing a plan. */
export const fetchChosenPlan = async (): Promise<PlanOffer['id'] | null> =>
  (await api<{ chosenPlanId?: PlanOffer['id'] | null }>('GET', '/api/subscriptions/status')).chosenPlanId ?? null;

export const fetchUsage = () => api<unknown>('GET', '/api/usage');

export const fetchPacks = async (): Promise<PackOffer[]> => (await api<{ data: PackOffer[] }>('GET', '/api/usage/packs/available')).data;

export const cancelSubscription = () => api<{ subscription?: SubscriptionStatus }>('POST', '/api/subscriptions/cancel');

/** Goes to the URL a checkout call answered ('No checkout URL received' when there is none). */
async function redirectTo(call: Promise<{ url?: unknown } | null>): Promise<void> {
  const answer = await call;
  if (typeof answer?.url !== 'string' || !answer.url) throw new RequestError('No checkout URL received');
  window.location.assign(answer.url);
}

export const checkoutPlan = (planId: string) => redirectTo(api('POST', '/api/subscriptions/create-checkout', { planId }));
export const checkoutPack = (productId: string) => redirectTo(api('POST', '/api/usage/packs/checkout', { productId }));
export const resubscribe = () => redirectTo(api('POST', '/api/subscriptions/resubscribe'));
export const updatePaymentMethod = () => redirectTo(api('POST', '/api/subscriptions/update-payment'));
