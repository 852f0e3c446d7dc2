import type { Context } from '../../context.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { isPaidPlan } from '../../rules/plans.ts';
import { absolute } from './checkouts.ts';
import { getSubscription } from './get-subscription.ts';
import { startPlanCheckout } from './start-plan-checkout.ts';

/**
 * 'Update Payment' from the banner: Stripe's billing portal for the customer, or (the local provider, or no
 * customer yet) a checkout of the current plan, whose payment brings a past-due subscription back to active.
 */
export async function updatePayment(ctx: Context): Promise<{ url: string }> {
  const subscription = await getSubscription(ctx);
  const provider = paymentsFor(ctx.config);
  if (provider.name === 'stripe' && subscription.stripeCustomerId) {
    const url = await provider.portalUrl(subscription.stripeCustomerId, absolute(ctx, '/settings?tab=billing'));
    if (url) return { url };
  }
  return startPlanCheckout(ctx, { planId: isPaidPlan(subscription.planId) ? subscription.planId : 'pro' });
}
