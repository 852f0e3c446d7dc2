import { z } from 'zod';
import { paymentMethodSettingsSchema } from '../domain/payouts/payment-methods.ts';
import { paymentMethodsJson, payoutAccountJson } from '../views/payouts.views.ts';
import { route } from './contract.ts';

// The payout account (Stripe Connect) of Settings → Payments, and the Connect webhook (docs/getting-paid.md).

export const payoutsContract = {
  getPayoutAccount: route({
    method: 'GET',
    path: '/api/payouts/account',
    summary:
      "The organisation's payout account: its status (details_missing, pending, enabled) and, when this server cannot connect one, the settings its operator must add (admin)",
    access: { can: 'managePayouts' },
    response: payoutAccountJson,
  }),
  connectPayoutAccount: route({
    method: 'POST',
    path: '/api/payouts/account/connect',
    summary:
      "Connect the organisation's own Stripe account (made once): the url of Stripe's onboarding page, or of Settings → Payments when there is nothing to fill in (admin)",
    access: { can: 'managePayouts' },
    response: z.object({ url: z.string() }),
  }),
  getPaymentMethods: route({
    method: 'GET',
    path: '/api/payouts/methods',
    summary:
      'How customers may pay invoices online: card (always) and the Australian bank rails the business allows, BECS Direct Debit and PayTo (admin)',
    access: { can: 'managePayouts' },
    response: paymentMethodsJson,
  }),
  updatePaymentMethods: route({
    method: 'PUT',
    path: '/api/payouts/methods',
    summary:
      'Allow or stop the bank rails {becs_debit, payto} on invoice payments (admin); card is always on. A bank payment is pending for a few business days before it settles or fails',
    access: { can: 'managePayouts' },
    body: paymentMethodSettingsSchema,
    response: paymentMethodsJson,
  }),
  stripeConnectWebhook: route({
    method: 'POST',
    path: '/api/webhooks/stripe/connect',
    summary:
      "Stripe Connect's events from the businesses' connected accounts, signed (Stripe-Signature): account.updated, checkout.session.completed and its async outcomes, payment_intent.processing/succeeded/payment_failed, charge.refunded. Applied idempotently to the payout account and the invoice's ledger; anything else is answered 200 with ignored: true",
    access: 'public',
    rawBody: true,
    response: z.object({ received: z.literal(true), ignored: z.literal(true).optional() }),
  }),
} as const;
