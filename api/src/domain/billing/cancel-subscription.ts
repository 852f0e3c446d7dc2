import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { getSubscription, type SubscriptionOf, type SubscriptionQuery, subscriptionRead } from './get-subscription.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';

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
  const now = new Date();
  const change = { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd ?? now } as const;
  return (await ctx.db.$transaction(async (tx) => {
    // The history from the state about to be written, so nothing reads the subscription after the write answers it.
    await recordSubscriptionChange(tx, subscription.orgId, now, null, { ...subscription, ...change });
    return tx.subscription.update({ ...query, where: { id: subscription.id }, data: change });
  })) as SubscriptionOf<Q>;
}
