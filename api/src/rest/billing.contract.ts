import { z } from 'zod';
import { packCheckoutSchema, planCheckoutSchema } from '../domain/billing/schemas.ts';
import { PAID_PLAN_IDS } from '../rules/plans.ts';
import { subscriptionJson } from '../views/account.views.ts';
import { route } from './contract.ts';

// Subscriptions, usage and credit packs (spec part 1 §3, §7): the documented shapes exactly. The status
// (GET /api/subscriptions/status) is in auth.contract.ts: every member sees it, for the banner.

const planJson = z.object({
  id: z.enum(PAID_PLAN_IDS),
  name: z.string(),
  /** AUD cents a month, GST inclusive */
  priceMonthly: z.number().int(),
  features: z.array(z.string()),
  users: z.number().int(),
  sms: z.number().int(),
  email: z.number().int(),
});

const meter = z.object({
  used: z.number().int(),
  quota: z.number().int(),
  percent: z.number(),
  remaining: z.number().int(),
  packCredits: z.number().int(),
  totalAvailable: z.number().int(),
  quotaExceeded: z.boolean(),
  allExhausted: z.boolean(),
});

export const usageJson = z.object({
  users: z.object({ used: z.number().int(), quota: z.number().int(), percent: z.number() }),
  sms: meter,
  email: meter,
  periodEnd: z.string(),
  planId: z.string(),
  subscriptionStatus: z.string(),
  packs: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['sms', 'email']),
      quantity: z.number().int(),
      remaining: z.number().int(),
      purchasedAt: z.string(),
      expiresAt: z.string().nullable(),
    }),
  ),
  packExpiry: z.enum(['never', '6m']),
});

const packJson = z.object({
  productId: z.string(),
  type: z.enum(['sms', 'email']),
  quantity: z.number().int(),
  priceAud: z.number().int(),
  displayPrice: z.string(),
  description: z.string(),
});

const urlJson = z.object({ url: z.string().min(1) });
const billing = { can: 'manageBilling' } as const;

export const billingContract = {
  plans: route({
    method: 'GET',
    path: '/api/subscriptions/plans',
    summary: 'The plans on sale (Solo, Pro, Enterprise; Free is never offered): id, name, priceMonthly (AUD cents), features, limits',
    access: 'public',
    response: z.array(planJson),
  }),
  createCheckout: route({
    method: 'POST',
    path: '/api/subscriptions/create-checkout',
    summary:
      'Start paying for a plan {planId}: the checkout url to send the browser to (a paying business changes plan at once, pro-rated)',
    access: billing,
    body: planCheckoutSchema,
    response: urlJson,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/subscriptions/cancel',
    summary: 'Cancel: no further charge, access until the end of the paid period (or the trial)',
    access: billing,
    response: z.object({ success: z.literal(true), subscription: subscriptionJson }),
  }),
  resubscribe: route({
    method: 'POST',
    path: '/api/subscriptions/resubscribe',
    summary: 'Undo a cancel within the paid period, or a checkout for the same plan after it: the url to go to',
    access: billing,
    response: urlJson,
  }),
  updatePayment: route({
    method: 'POST',
    path: '/api/subscriptions/update-payment',
    summary: "Where to update the card: Stripe's billing portal, or a checkout of the current plan (local payments)",
    access: billing,
    response: urlJson,
  }),
  usage: route({
    method: 'GET',
    path: '/api/usage',
    summary: 'Users, SMS and email against the plan this period, pack credits, period end, plan and status (every role)',
    access: { can: 'seeUsage' },
    response: usageJson,
  }),
  packs: route({
    method: 'GET',
    path: '/api/usage/packs/available',
    summary:
      'The SMS and email credit packs on sale {data: [{productId, type, quantity, priceAud, displayPrice, description}]}; cacheable 5 minutes',
    access: billing,
    response: z.object({ data: z.array(packJson) }),
  }),
  packCheckout: route({
    method: 'POST',
    path: '/api/usage/packs/checkout',
    summary: 'Buy a credit pack {productId}: the checkout url',
    access: billing,
    body: packCheckoutSchema,
    response: urlJson,
  }),
  stripeWebhook: route({
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary:
      "Stripe's events, signed (Stripe-Signature): checkout completed, subscription changes, invoices. Each event id applies once; one that cannot be applied is answered 200 with unapplied: true and kept for the platform owner",
    access: 'public',
    rawBody: true,
    response: z.object({ received: z.literal(true), duplicate: z.literal(true).optional(), unapplied: z.literal(true).optional() }),
  }),
} as const;
