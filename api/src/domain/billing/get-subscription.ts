import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

/** A Prisma selection GraphQL passes through; REST and the billing operations read `subscriptionRead`. */
export type SubscriptionQuery = { select?: Prisma.SubscriptionSelect; include?: Prisma.SubscriptionInclude };
export type SubscriptionOf<Q extends SubscriptionQuery> = Prisma.SubscriptionGetPayload<Q>;

/** Every column: the subscription JSON and the billing rules read them. */
export const subscriptionRead = {} as const satisfies SubscriptionQuery;

/** The organisation's subscription: status, plan, trial end, current period end (spec part 1 §3), with the caller's selection. */
export async function getSubscription<Q extends SubscriptionQuery = typeof subscriptionRead>(
  ctx: Context,
  query = subscriptionRead as Q,
): Promise<SubscriptionOf<Q>> {
  requireAbility(ctx, 'manageBilling');
  const subscription = await ctx.db.subscription.findFirst(query);
  if (!subscription) throw notFound('This organisation has no subscription');
  return subscription as SubscriptionOf<Q>;
}
