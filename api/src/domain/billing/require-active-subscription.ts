import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { PaymentRequired } from '../../errors.ts';
import { subscriptionAccess } from '../../rules/subscription-access.ts';

/**
 * The one gate of the premium actions (docs/billing.md → Premium actions): after the trial, or once a canceled
 * subscription's paid period is over, they answer 402 TRIAL_EXPIRED or SUBSCRIPTION_REQUIRED with the upgrade
 * action. Reading, exporting, settings, billing and support never call it: a lapsed business keeps its records.
 */
export async function requireActiveSubscription(ctx: Pick<Context, 'db' | 'user' | 'staff'>): Promise<void> {
  requireUser(ctx as Parameters<typeof requireUser>[0]);
  const subscription = await ctx.db.subscription.findFirst({
    select: { status: true, planId: true, trialEnd: true, currentPeriodEnd: true },
  });
  refuseUnlessOpen(subscription);
}

/** The same gate over a subscription the caller read with its own statement (a job write's one read before it writes). */
export function refuseUnlessOpen(subscription: Parameters<typeof subscriptionAccess>[0]): void {
  const access = subscriptionAccess(subscription);
  if (!access.open) throw new PaymentRequired(access.code, access.message, access.action);
}
