import { randomBytes } from 'node:crypto';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import type { PaidPlanId } from '../../rules/plans.ts';
import { publicLink } from '../messaging/public-link.ts';

/** Where the browser lands after paying (spec: the settings page, on its billing or usage tab). */
export const RETURN_PATHS = {
  plan: { success: '/settings?tab=billing&checkout=success', cancel: '/settings?tab=billing&checkout=canceled' },
  pack: { success: '/settings?tab=usage&purchase=success', cancel: '/settings?tab=usage&purchase=canceled' },
} as const;

/** The provider subscription ids the local provider makes (`sub_local_…`); Stripe's are `sub_…`. */
export const LOCAL_PREFIX = 'sub_local_';

/** A checkout started by a member: a secret id (the local page's address), the organisation, what is bought. */
export async function recordCheckout(
  ctx: Context,
  viewer: UserViewer,
  what: { kind: 'plan'; planId: PaidPlanId } | { kind: 'pack'; productId: string },
) {
  const id = `chk_${randomBytes(24).toString('base64url')}`;
  await ctx.db.checkoutSession.create({
    data: {
      id,
      orgId: viewer.orgId,
      userId: viewer.userId,
      provider: paymentsFor(ctx.config).name,
      kind: what.kind,
      ...(what.kind === 'plan' ? { planId: what.planId } : { productId: what.productId }),
    },
  });
  return id;
}

/** What the payment provider needs to know about the buyer. */
export async function buyer(ctx: Context, viewer: UserViewer) {
  const [user, subscription] = await Promise.all([
    ctx.db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { email: true } }),
    ctx.db.subscription.findFirst(),
  ]);
  return { email: user.email, subscription };
}

/** A page of the app as Stripe must be given it: absolute, on PUBLIC_URL. */
export const absolute = (ctx: Context, path: string) => publicLink(ctx.config, path);
