import type { Pack } from '../../rules/packs.ts';
import type { PayMethod } from '../../rules/payment-rails.ts';
import type { AccountState } from '../../rules/payout-status.ts';
import type { PaidPlanId } from '../../rules/plans.ts';

// The payment provider: Stripe when STRIPE_SECRET_KEY is set (stripe.ts), otherwise the local provider
// (local.ts) whose checkout page is served by Spanner. Both deliver their outcome as Stripe-format events to the
// same webhook handler (domain/billing/handle-webhook.ts).

/** Everything a checkout carries back in its events: which organisation, and what was bought. */
export interface CheckoutMetadata {
  orgId: string;
  /** Our CheckoutSession id */
  checkoutId: string;
  kind: 'plan' | 'pack';
  planId?: PaidPlanId;
  productId?: string;
}

export interface PlanCheckout {
  metadata: CheckoutMetadata & { planId: PaidPlanId };
  email: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PackCheckout {
  metadata: CheckoutMetadata & { productId: string };
  pack: Pack;
  email: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A customer paying an invoice's balance on the business's own connected account (a direct charge, no platform fee). */
export interface InvoiceCheckout {
  accountId: string;
  amountCents: number;
  /** What the customer reads on the payment page: "Invoice INV-0001 from Coolair Services" */
  description: string;
  customerEmail: string | null;
  /**
   * Carried on the checkout and its payment, so every event names the invoice; a deposit paid at acceptance also
   * names its quote and who accepted it (domain/quotes/pay-quote-deposit.ts).
   */
  metadata: { orgId: string; invoiceId: string; quoteId?: string; acceptedBy?: string };
  /** The same key for the same payment asked twice (a double click, two tabs): one checkout. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * What the customer may pay by (Stripe's payment_method_types): card, and the bank rails the business allows
   * (au_becs_debit, payto). Card alone when not given (a deposit at acceptance).
   */
  methods?: PayMethod[];
  /** The customer's link token: the local pay page is opened with it (Stripe's hosted page needs none). */
  linkToken: string;
  /** Whose link the token is: an invoice's (Pay now) or a quote's (Accept & pay deposit, with the name given). */
  link?: { kind: 'invoice' } | { kind: 'quote'; acceptedBy: string };
}

/** A refund asked of the provider for a payment on a connected account (domain/payments/refund-payment.ts). */
export interface RefundRequest {
  accountId: string;
  /** The provider's payment id (a PaymentIntent) */
  paymentId: string;
  amountCents: number;
  /** Derived from our refund intent (the payment, what it has left, the amount): a double click is one refund. */
  idempotencyKey: string;
  /** Carried on the refund, so its events name the invoice and who asked. */
  metadata: { orgId: string; invoiceId: string; refundedBy: string };
}

/** A refund of a payment on a connected account, as the ledger needs it. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
}

/** Stripe Connect: the businesses' own accounts, their onboarding and the payments charged on them. */
export interface ConnectProvider {
  /** A new connected account for the organisation (Standard, Australia); the key makes a repeated call one account. */
  createAccount(input: { orgId: string; email: string | null; idempotencyKey: string }): Promise<AccountState & { id: string }>;
  /** Stripe's onboarding page for the account (an Account Link), or null for the local provider (no page to visit). */
  onboardingUrl(accountId: string, returnUrl: string, refreshUrl: string): Promise<string | null>;
  /** A hosted checkout on the connected account: the URL the customer's browser goes to. */
  invoiceCheckout(input: InvoiceCheckout): Promise<string>;
  /**
   * Refund (part of) a payment on the connected account: the refund as the provider answers it (pending, succeeded
   * or failed). The local provider refunds at once. A refusal (more than is left, a closed account) is a 409 with
   * the provider's reason; the provider not answering, a 503.
   */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** The refunds of a charge on a connected account (a charge.refunded event that does not list them). */
  listRefunds(accountId: string, chargeId: string): Promise<ProviderRefund[]>;
  /** The signing secret of the Connect webhook endpoint (/api/webhooks/stripe/connect). */
  readonly webhookSecret: string;
}

export interface PaymentProvider {
  /** Stripe Connect, or null when payments are not set up on this server (production without keys). */
  readonly connect: ConnectProvider | null;
  readonly name: 'stripe' | 'local';
  /** A hosted checkout page for a monthly plan (subscription mode): the URL the browser goes to. */
  planCheckout(input: PlanCheckout): Promise<string>;
  /** A hosted checkout page for a one-off pack payment. */
  packCheckout(input: PackCheckout): Promise<string>;
  /** Change an existing subscription's plan now, with pro-rated billing. */
  changePlan(subscriptionId: string, planId: PaidPlanId): Promise<void>;
  /** Stop renewing at the end of the paid period (true), or keep renewing again (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Where the customer updates their card (Stripe's billing portal), or null when the provider has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** The secret webhook signatures are checked against. */
  readonly webhookSecret: string;
}
