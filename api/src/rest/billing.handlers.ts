import { cancelSubscription } from '../domain/billing/cancel-subscription.ts';
import { listPacks, listPlans } from '../domain/billing/catalogue.ts';
import { getUsage } from '../domain/billing/get-usage.ts';
import { handleStripeWebhook } from '../domain/billing/handle-webhook.ts';
import { resubscribe } from '../domain/billing/resubscribe.ts';
import { startPackCheckout } from '../domain/billing/start-pack-checkout.ts';
import { startPlanCheckout } from '../domain/billing/start-plan-checkout.ts';
import { updatePayment } from '../domain/billing/update-payment.ts';
import { PACKS_CACHE_SECONDS } from '../rules/packs.ts';
import { toSubscriptionJson } from '../views/account.views.ts';
import { billingContract } from './billing.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

// REST routes of subscriptions, usage and packs: contracts in billing.contract.ts, implemented here.
export const billingRoutes: BoundRoute[] = implement(billingContract, {
  plans: async () => listPlans(),
  createCheckout: ({ ctx, body }) => startPlanCheckout(ctx, body),
  cancel: async ({ ctx }) => ({ success: true as const, subscription: toSubscriptionJson(await cancelSubscription(ctx)) }),
  resubscribe: ({ ctx }) => resubscribe(ctx),
  updatePayment: ({ ctx }) => updatePayment(ctx),
  usage: ({ ctx }) => getUsage(ctx),
  packs: async ({ ctx, reply }) => {
    reply.header('cache-control', `private, max-age=${PACKS_CACHE_SECONDS}`);
    return { data: listPacks(ctx) };
  },
  packCheckout: ({ ctx, body }) => startPackCheckout(ctx, body),
  stripeWebhook: ({ ctx, req }) => {
    const signature = req.headers['stripe-signature'];
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return handleStripeWebhook(ctx, raw, Array.isArray(signature) ? signature[0] : signature);
  },
});
