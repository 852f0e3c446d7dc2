import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

/** The organisation's subscription: status, plan, trial end, current period end (spec part 1 §3). */
export async function getSubscription(ctx: Context) {
  requireAbility(ctx, 'manageBilling');
  const subscription = await ctx.db.subscription.findFirst();
  if (!subscription) throw notFound('This organisation has no subscription');
  return subscription;
}
