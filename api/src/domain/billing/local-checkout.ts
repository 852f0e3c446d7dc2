import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { CheckoutSession } from '../../db/generated/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { findPack } from '../../rules/packs.ts';
import { PLANS } from '../../rules/plans.ts';
import { requireAbility } from '../policy.ts';
import { LOCAL_PREFIX, RETURN_PATHS } from './checkouts.ts';
import { handleStripeWebhook, signEvent } from './handle-webhook.ts';

// The local payment provider's checkout (no Stripe key): Spanner's own page shows what is bought, and its Pay
// button completes the payment by sending the Stripe-format events Stripe would send, signed with the webhook
// secret, to the same webhook handler. Only a member with manageBilling of the checkout's organisation sees or
// pays it; the checkout id is a secret, and paying needs a JSON request with the CSRF header (http/cross-origin.ts).

/** What the local checkout page shows: what is bought, for which organisation, and how much how often. */
export interface LocalCheckout {
  checkout: CheckoutSession;
  orgName: string;
  item: string;
  amountCents: number;
  every: 'a month' | 'once';
}

/** What the page shows: the open checkout of the caller's organisation. */
export async function getLocalCheckout(ctx: Context, checkoutId: string): Promise<LocalCheckout> {
  requireAbility(ctx, 'manageBilling');
  if (paymentsFor(ctx.config).name !== 'local') throw notFound('Checkout is handled by Stripe on this server');
  const checkout = await ctx.db.checkoutSession.findUnique({ where: { id: checkoutId } });
  if (checkout?.provider !== 'local') throw notFound('This checkout does not exist');
  const org = await ctx.db.organization.findFirstOrThrow({ select: { name: true } });
  if (checkout.kind === 'plan' && checkout.planId) {
    const plan = PLANS[checkout.planId];
    return { checkout, orgName: org.name, item: `Spanner ${plan.name} plan`, amountCents: plan.priceMonthly, every: 'a month' };
  }
  const pack = findPack(checkout.productId ?? '');
  if (!pack) throw notFound('This checkout does not exist');
  return { checkout, orgName: org.name, item: pack.description, amountCents: pack.priceAud, every: 'once' };
}

/** Pay: the events go through the webhook handler; answers where the browser goes next. */
export async function payLocalCheckout(ctx: Context, checkoutId: string): Promise<{ url: string }> {
  const viewer = requireAbility(ctx, 'manageBilling');
  const { checkout } = await getLocalCheckout(ctx, checkoutId);
  if (checkout.completedAt) throw new AppError('CONFLICT', 'This checkout has already been paid');
  const now = Math.floor(Date.now() / 1000);
  const customer = `cus_local_${viewer.orgId}`;
  const metadata = {
    orgId: viewer.orgId,
    checkoutId: checkout.id,
    kind: checkout.kind,
    ...(checkout.planId ? { planId: checkout.planId } : {}),
    ...(checkout.productId ? { productId: checkout.productId } : {}),
  };
  const event = (type: string, object: object) => ({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: now,
    data: { object },
  });
  const session = { id: `cs_local_${checkout.id}`, object: 'checkout.session', payment_status: 'paid', customer, metadata };
  const events = [];
  if (checkout.kind === 'pack') {
    events.push(event('checkout.session.completed', { ...session, mode: 'payment' }));
  } else {
    const current = await ctx.db.subscription.findFirst({ select: { stripeSubscriptionId: true } });
    const subscription = current?.stripeSubscriptionId?.startsWith(LOCAL_PREFIX)
      ? current.stripeSubscriptionId
      : `${LOCAL_PREFIX}${checkout.id}`;
    const end = new Date(now * 1000);
    end.setUTCMonth(end.getUTCMonth() + 1);
    events.push(event('checkout.session.completed', { ...session, mode: 'subscription', subscription }));
    events.push(
      event('customer.subscription.updated', {
        id: subscription,
        object: 'subscription',
        status: 'active',
        customer,
        cancel_at_period_end: false,
        metadata: { orgId: viewer.orgId, planId: checkout.planId },
        items: { data: [{ current_period_start: now, current_period_end: Math.floor(end.getTime() / 1000) }] },
      }),
    );
  }
  const secret = paymentsFor(ctx.config).webhookSecret;
  for (const e of events) {
    const payload = JSON.stringify(e);
    await handleStripeWebhook(ctx, payload, signEvent(payload, secret));
  }
  return { url: RETURN_PATHS[checkout.kind].success };
}
