import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payments.ts';

/** The page of the local provider that stands in for Stripe's hosted checkout (domain/billing/local-checkout.ts). */
export const LOCAL_CHECKOUT_PATH = '/billing/local-checkout';
/** The local provider's page where a customer pays an invoice (http/local-invoice-pay.ts). */
export const LOCAL_INVOICE_PAY_PATH = '/billing/local-pay';
export const localInvoicePayUrl = (linkToken: string) => `${LOCAL_INVOICE_PAY_PATH}?invoice=${encodeURIComponent(linkToken)}`;
/** The local pay page of a quote's deposit: the quote link's token and the name the customer accepts with. */
export const localDepositPayUrl = (linkToken: string, acceptedBy: string) =>
  `${LOCAL_INVOICE_PAY_PATH}?quote=${encodeURIComponent(linkToken)}&name=${encodeURIComponent(acceptedBy)}`;
export const localCheckoutUrl = (checkoutId: string) => `${LOCAL_CHECKOUT_PATH}?session=${encodeURIComponent(checkoutId)}`;

/**
 * No payment service at all: checkout goes to Spanner's own page, whose Pay button sends Stripe-format events
 * signed with this process's secret to the same webhook handler Stripe would call. Subscription changes (plan,
 * cancel) need no remote call: the domain records them, as Stripe's webhooks would.
 */
export function localProvider(config: Config): PaymentProvider {
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('hex')}`;
  return {
    name: 'local',
    webhookSecret,
    connect: {
      webhookSecret,
      // A local account is made with nothing submitted; completing its onboarding is an account.updated event sent
      // through the Connect webhook handler (domain/payouts/connect-payout-account.ts), as Stripe would send it.
      createAccount: async ({ orgId }) => ({ id: `acct_local_${orgId}`, details_submitted: false }),
      onboardingUrl: async () => null,
      // The local pay page is opened with the customer's link token (domain/payouts/pay-invoice-online.ts).
      invoiceCheckout: async ({ linkToken, link }) =>
        link?.kind === 'quote' ? localDepositPayUrl(linkToken, link.acceptedBy) : localInvoicePayUrl(linkToken),
      // No money moved, so none goes back: the refund succeeds at once (the caller applies it through the ledger's
      // one entry, as it applies Stripe's answer).
      refund: async ({ amountCents, idempotencyKey }) => ({
        id: `re_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`,
        amountCents,
        status: 'succeeded',
      }),
      listRefunds: async () => [],
    },
    planCheckout: async ({ metadata }) => localCheckoutUrl(metadata.checkoutId),
    packCheckout: async ({ metadata }) => localCheckoutUrl(metadata.checkoutId),
    changePlan: async () => {},
    setCancelAtPeriodEnd: async () => {},
    portalUrl: async () => null,
  };
}
