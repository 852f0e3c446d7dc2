import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { requireAbility } from '../policy.ts';
import { absolute, buyer, LOCAL_PREFIX, RETURN_PATHS, recordCheckout } from './checkouts.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';
import { planCheckoutSchema } from './schemas.ts';

/**
 * 'Upgrade Your Plan' → { url } the browser goes to: Stripe Checkout (subscription mode, AUD, GST inclusive) or the
 * local checkout page. A business already paying (through the provider now in use) changes plan at once, pro-rated
 * (spec part 1 §9; rules/proration.ts): the period stays, Stripe invoices the difference for the rest of it, and the
 * url is the billing tab.
 */
export async function startPlanCheckout(ctx: Context, input: unknown): Promise<{ url: string }> {
  const viewer = requireAbility(ctx, 'manageBilling');
  const { planId } = parseInput(planCheckoutSchema, input);
  const provider = paymentsFor(ctx.config);
  const { email, subscription } = await buyer(ctx, viewer);
  const providerSubscription = subscription?.stripeSubscriptionId;
  const ownedByProvider = !!providerSubscription && providerSubscription.startsWith(LOCAL_PREFIX) === (provider.name === 'local');
  const live = subscription?.status === 'active' || subscription?.status === 'past_due' || subscription?.status === 'canceled';
  // The local provider has no card on file: paying for the same plan again (Update Payment, a past-due recovery)
  // is a checkout; only a different plan changes at once.
  const changing = provider.name === 'stripe' || planId !== subscription?.planId;
  if (
    subscription &&
    providerSubscription &&
    ownedByProvider &&
    changing &&
    live &&
    subscription.currentPeriodEnd &&
    subscription.currentPeriodEnd > new Date()
  ) {
    await provider.changePlan(providerSubscription, planId);
    await ctx.db.$transaction(async (tx) => {
      await tx.subscription.update({
        where: { id: subscription.id },
        data: {
          planId,
          status: subscription.status === 'canceled' ? 'active' : subscription.status,
          cancelAtPeriodEnd: false,
          // The provider's next subscription event brings the new price; until then the plan's list price.
          ...(planId !== subscription.planId ? { monthlyAmountCents: null } : {}),
        },
      });
      await recordSubscriptionChange(tx, viewer.orgId, new Date());
    });
    return { url: RETURN_PATHS.plan.success };
  }
  const checkoutId = await recordCheckout(ctx, viewer, { kind: 'plan', planId });
  const url = await provider.planCheckout({
    metadata: { orgId: viewer.orgId, checkoutId, kind: 'plan', planId },
    email,
    customerId: subscription?.stripeCustomerId?.startsWith('cus_local') ? null : (subscription?.stripeCustomerId ?? null),
    successUrl: absolute(ctx, RETURN_PATHS.plan.success),
    cancelUrl: absolute(ctx, RETURN_PATHS.plan.cancel),
  });
  return { url };
}
