import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { isPaidPlan } from '../../rules/plans.ts';
import { RETURN_PATHS } from './checkouts.ts';
import { getSubscription } from './get-subscription.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';
import { startPlanCheckout } from './start-plan-checkout.ts';

/**
 * 'Resubscribe' from the banner: a paid subscription canceled within its period simply renews again (no new
 * payment); otherwise (period over, or a canceled trial) a checkout for the same plan. Answers the url to go to.
 */
export async function resubscribe(ctx: Context): Promise<{ url: string }> {
  const subscription = await getSubscription(ctx);
  if (subscription.status !== 'canceled') throw new AppError('CONFLICT', 'The subscription is not canceled');
  const paidPeriodLeft =
    !!subscription.stripeSubscriptionId && !!subscription.currentPeriodEnd && subscription.currentPeriodEnd > new Date();
  if (paidPeriodLeft && subscription.stripeSubscriptionId) {
    await paymentsFor(ctx.config).setCancelAtPeriodEnd(subscription.stripeSubscriptionId, false);
    await ctx.db.$transaction(async (tx) => {
      await tx.subscription.update({ where: { id: subscription.id }, data: { status: 'active', cancelAtPeriodEnd: false } });
      await recordSubscriptionChange(tx, subscription.orgId, new Date());
    });
    return { url: RETURN_PATHS.plan.success };
  }
  return startPlanCheckout(ctx, { planId: isPaidPlan(subscription.planId) ? subscription.planId : 'pro' });
}
