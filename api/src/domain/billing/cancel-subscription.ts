import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { getSubscription, type SubscriptionOf, type SubscriptionQuery, subscriptionRead } from './get-subscription.ts';

/**
 * Cancel: no further charge, and access stays until the end of the period already paid for (a trial: its end).
 * The status becomes `canceled` at once (the banner says when access ends); the provider's webhook confirms it.
 * Answers the subscription read with the caller's selection.
 */
export async function cancelSubscription<Q extends SubscriptionQuery = typeof subscriptionRead>(
  ctx: Context,
  query = subscriptionRead as Q,
): Promise<SubscriptionOf<Q>> {
  const subscription = await getSubscription(ctx);
  if (subscription.status === 'canceled') throw new AppError('CONFLICT', 'The subscription is already canceled');
  if (subscription.stripeSubscriptionId) await paymentsFor(ctx.config).setCancelAtPeriodEnd(subscription.stripeSubscriptionId, true);
  const periodEnd = subscription.status === 'trial' ? subscription.trialEnd : subscription.currentPeriodEnd;
  return (await ctx.db.subscription.update({
    ...query,
    where: { id: subscription.id },
    data: { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd ?? new Date() },
  })) as SubscriptionOf<Q>;
}
