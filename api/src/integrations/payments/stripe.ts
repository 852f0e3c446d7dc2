import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { type PaidPlanId, PLANS } from '../../rules/plans.ts';
import type { ConnectProvider, PaymentProvider, ProviderRefund } from './payments.ts';

/** The Stripe price id configured for a plan (STRIPE_PRICE_SOLO / _PRO / _ENTERPRISE), if any. */
export const planPriceId = (config: Config, planId: PaidPlanId) =>
  ({ solo: config.STRIPE_PRICE_SOLO, pro: config.STRIPE_PRICE_PRO, enterprise: config.STRIPE_PRICE_ENTERPRISE })[planId];

/** The plan a Stripe price id stands for, from the configured price ids. */
export function planOfPrice(config: Config, priceId: string | undefined): PaidPlanId | undefined {
  if (!priceId) return undefined;
  return (['solo', 'pro', 'enterprise'] as const).find((p) => planPriceId(config, p) === priceId);
}

/**
 * Stripe answering with an error (declined, misconfigured price, outage) is the payment service failing, not the
 * caller's input: a 503 with the message the screen shows, never Stripe's own text or a 500.
 */
async function calling<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw new AppError('SERVICE_UNAVAILABLE', message);
    throw err;
  }
}

const CHECKOUT_FAILED = 'Failed to create checkout session';
const CONNECT_FAILED = 'Stripe did not answer. Please try again in a minute.';

const refundStatus = (status: string | null): ProviderRefund['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/**
 * Stripe Connect with Standard accounts: the business's own Stripe account, onboarded through an Account Link; a
 * customer's payment is a direct charge on it (the `Stripe-Account` header), with no application fee, so the
 * business pays Stripe's own rate and Spanner takes nothing.
 */
function stripeConnect(stripe: Stripe, config: Config): ConnectProvider {
  return {
    webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET ?? '',
    async createAccount({ orgId, email, idempotencyKey }) {
      const account = await calling(CONNECT_FAILED, () =>
        stripe.accounts.create({ type: 'standard', country: 'AU', ...(email ? { email } : {}), metadata: { orgId } }, { idempotencyKey }),
      );
      return account;
    },
    async onboardingUrl(accountId, returnUrl, refreshUrl) {
      const link = await calling(CONNECT_FAILED, () =>
        stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl }),
      );
      return link.url;
    },
    async invoiceCheckout({
      accountId,
      amountCents,
      description,
      customerEmail,
      metadata,
      idempotencyKey,
      successUrl,
      cancelUrl,
      methods,
    }) {
      const session = await calling(CHECKOUT_FAILED, () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Card (with Apple Pay and Google Pay, which Checkout shows for card) and the bank rails the business
            // allows: BECS Direct Debit and PayTo complete unpaid and settle later (async_payment_succeeded/_failed).
            // The API version of stripe@23 filters the account's eligible methods with this list (it replaced
            // payment_method_types): a rail the connected account has not turned on in its Stripe Dashboard is not shown.
            allowed_payment_method_types: methods ?? ['card'],
            ...(customerEmail ? { customer_email: customerEmail } : {}),
            client_reference_id: metadata.invoiceId,
            line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: amountCents, product_data: { name: description } } }],
            metadata: { ...metadata },
            payment_intent_data: { metadata: { ...metadata }, description },
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { stripeAccount: accountId, idempotencyKey },
        ),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_FAILED);
      return session.url;
    },
    async refund({ accountId, paymentId, amountCents, idempotencyKey, metadata }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents, metadata: { ...metadata } },
          { stripeAccount: accountId, idempotencyKey },
        );
        return { id: refund.id, amountCents: refund.amount, status: refundStatus(refund.status) };
      } catch (err) {
        // Stripe said no (more than the charge has left, a disputed charge): the admin reads why; anything else is
        // Stripe not answering.
        if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError)
          throw new AppError('CONFLICT', `Stripe refused the refund: ${err.message}`);
        if (err instanceof Stripe.errors.StripeError) throw new AppError('SERVICE_UNAVAILABLE', CONNECT_FAILED);
        throw err;
      }
    },
    async listRefunds(accountId, chargeId) {
      const list = await calling(CONNECT_FAILED, () => stripe.refunds.list({ charge: chargeId, limit: 100 }, { stripeAccount: accountId }));
      return list.data.map((r) => ({ id: r.id, amountCents: r.amount, status: refundStatus(r.status) }));
    },
  };
}

/** Stripe Checkout (subscription mode for plans, payment mode for packs), AUD, prices GST inclusive. */
export function stripeProvider(config: Config & { STRIPE_SECRET_KEY: string }): PaymentProvider {
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  const customer = (customerId: string | null, email: string) => (customerId ? { customer: customerId } : { customer_email: email });
  return {
    name: 'stripe',
    connect: stripeConnect(stripe, config),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    async planCheckout({ metadata, email, customerId, successUrl, cancelUrl }) {
      const plan = PLANS[metadata.planId];
      const price = planPriceId(config, metadata.planId);
      const session = await calling(CHECKOUT_FAILED, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          ...customer(customerId, email),
          client_reference_id: metadata.orgId,
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'aud',
                    unit_amount: plan.priceMonthly,
                    tax_behavior: 'inclusive',
                    recurring: { interval: 'month' },
                    product_data: { name: `Spanner ${plan.name}` },
                  },
                },
          ],
          metadata: { ...metadata },
          subscription_data: { metadata: { orgId: metadata.orgId, planId: metadata.planId } },
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout session');
      return session.url;
    },
    async packCheckout({ metadata, pack, email, customerId, successUrl, cancelUrl }) {
      const session = await calling(CHECKOUT_FAILED, () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          ...customer(customerId, email),
          client_reference_id: metadata.orgId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'aud',
                unit_amount: pack.priceAud,
                tax_behavior: 'inclusive',
                product_data: { name: `Spanner ${pack.description}` },
              },
            },
          ],
          metadata: { ...metadata },
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout session');
      return session.url;
    },
    async changePlan(subscriptionId, planId) {
      const price = planPriceId(config, planId);
      if (!price) throw new AppError('SERVICE_UNAVAILABLE', `Set STRIPE_PRICE_${planId.toUpperCase()} to change plans through Stripe`);
      await calling(CHECKOUT_FAILED, async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: subscription.items.data[0].id, price }],
          proration_behavior: 'always_invoice',
          cancel_at_period_end: false,
          metadata: { planId },
        });
      });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const failed = cancel ? 'Failed to cancel subscription' : 'Failed to resubscribe. Please try again.';
      await calling(failed, () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },
    async portalUrl(customerId, returnUrl) {
      const session = await calling('Failed to open the billing portal. Please try again.', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}
