import { connectPayoutAccount } from '../domain/payouts/connect-payout-account.ts';
import { handleConnectWebhook } from '../domain/payouts/handle-connect-webhook.ts';
import { getPaymentMethodSettings, updatePaymentMethodSettings } from '../domain/payouts/payment-methods.ts';
import { getPayoutAccount } from '../domain/payouts/payout-account.ts';
import { toPaymentMethodsJson, toPayoutAccountJson } from '../views/payouts.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { payoutsContract } from './payouts.contract.ts';

// REST routes of the payout account and the Connect webhook: contracts in payouts.contract.ts, implemented here.
export const payoutsRoutes: BoundRoute[] = implement(payoutsContract, {
  getPayoutAccount: async ({ ctx }) => toPayoutAccountJson(await getPayoutAccount(ctx)),
  connectPayoutAccount: ({ ctx }) => connectPayoutAccount(ctx),
  getPaymentMethods: async ({ ctx }) => toPaymentMethodsJson(await getPaymentMethodSettings(ctx)),
  updatePaymentMethods: async ({ ctx, body }) => toPaymentMethodsJson(await updatePaymentMethodSettings(ctx, body)),
  stripeConnectWebhook: ({ ctx, req }) => {
    const signature = req.headers['stripe-signature'];
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return handleConnectWebhook(ctx, raw, Array.isArray(signature) ? signature[0] : signature);
  },
});
