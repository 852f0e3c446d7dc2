import { RequestError } from '../../lib/http';
import { answerOf, type RestAnswer, type RestBody, rest } from '../../lib/rest';

// The billing calls of spec part 1 §7 (REST, as the native clients use them): plans, subscription status, checkout,
// cancel, resubscribe, payment method, usage and credit packs. Shapes are the API's contracts (lib/rest-schema.d.ts).

export type PlanOffer = RestAnswer<'/api/subscriptions/plans', 'get'>[number];
export type SubscriptionStatus = NonNullable<RestAnswer<'/api/subscriptions/status', 'get'>['subscription']>;
export type Usage = RestAnswer<'/api/usage', 'get'>;
export type MessageMeter = Usage['sms'];
export type OwnedPack = Usage['packs'][number];
export type PackOffer = RestAnswer<'/api/usage/packs/available', 'get'>['data'][number];

export const fetchPlans = () => answerOf(rest.GET('/api/subscriptions/plans'));

export const fetchSubscription = async () => (await answerOf(rest.GET('/api/subscriptions/status'))).subscription;

/** The plan picked on the public pricing before registering (null if none): offered first when choosing a plan. */
export const fetchChosenPlan = async () => (await answerOf(rest.GET('/api/subscriptions/status'))).chosenPlanId;

export const fetchUsage = () => answerOf(rest.GET('/api/usage'));

export const fetchPacks = async () => (await answerOf(rest.GET('/api/usage/packs/available'))).data;

export const cancelSubscription = () => answerOf(rest.POST('/api/subscriptions/cancel'));

/** Goes to the URL a checkout call answered ('No checkout URL received' when there is none). */
async function redirectTo(call: Promise<{ url?: unknown } | undefined>): Promise<void> {
  const answer = await call;
  if (typeof answer?.url !== 'string' || !answer.url) throw new RequestError('No checkout URL received');
  window.location.assign(answer.url);
}

type PlanId = RestBody<'/api/subscriptions/create-checkout', 'post'>['planId'];

export const checkoutPlan = (planId: PlanId) => redirectTo(answerOf(rest.POST('/api/subscriptions/create-checkout', { body: { planId } })));
export const checkoutPack = (productId: string) => redirectTo(answerOf(rest.POST('/api/usage/packs/checkout', { body: { productId } })));
export const resubscribe = () => redirectTo(answerOf(rest.POST('/api/subscriptions/resubscribe')));
export const updatePaymentMethod = () => redirectTo(answerOf(rest.POST('/api/subscriptions/update-payment')));
