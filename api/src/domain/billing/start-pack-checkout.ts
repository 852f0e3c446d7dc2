import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { findPack } from '../../rules/packs.ts';
import { requireAbility } from '../policy.ts';
import { absolute, buyer, RETURN_PATHS, recordCheckout } from './checkouts.ts';
import { packCheckoutSchema } from './schemas.ts';

/** 'Purchase Communication Packs' → { url }: a one-off Stripe payment or the local checkout page. */
export async function startPackCheckout(ctx: Context, input: unknown): Promise<{ url: string }> {
  const viewer = requireAbility(ctx, 'manageBilling');
  const { productId } = parseInput(packCheckoutSchema, input);
  const pack = findPack(productId);
  if (!pack) throw new Error('unreachable: the schema checked the pack');
  const { email, subscription } = await buyer(ctx, viewer);
  const checkoutId = await recordCheckout(ctx, viewer, { kind: 'pack', productId });
  const url = await paymentsFor(ctx.config).packCheckout({
    metadata: { orgId: viewer.orgId, checkoutId, kind: 'pack', productId },
    pack,
    email,
    customerId: subscription?.stripeCustomerId?.startsWith('cus_local') ? null : (subscription?.stripeCustomerId ?? null),
    successUrl: absolute(ctx, RETURN_PATHS.pack.success),
    cancelUrl: absolute(ctx, RETURN_PATHS.pack.cancel),
  });
  return { url };
}
