import type { Pack } from '../../rules/packs.ts';
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

export interface PaymentProvider {
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
