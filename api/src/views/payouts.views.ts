import { z } from 'zod';
import type { PaymentMethodSettings } from '../domain/payouts/payment-methods.ts';
import type { PayoutAccountView } from '../domain/payouts/payout-account.ts';
import { PAY_METHODS } from '../rules/payment-rails.ts';
import { PAYOUT_STATUSES } from '../rules/payout-status.ts';

/** Settings → Payments as REST answers it. */
export const payoutAccountJson = z.object({
  provider: z.enum(['stripe', 'local']).nullable(),
  missing_settings: z.array(z.string()),
  connected: z.boolean(),
  status: z.enum(PAYOUT_STATUSES).nullable(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
});

export const toPayoutAccountJson = (v: PayoutAccountView): z.infer<typeof payoutAccountJson> => ({
  provider: v.provider,
  missing_settings: v.missingSettings,
  connected: v.connected,
  status: v.status,
  charges_enabled: v.chargesEnabled,
  payouts_enabled: v.payoutsEnabled,
});

/** Settings → Payments' payment methods as REST answers them: card always, the bank rails the business allows. */
export const paymentMethodsJson = z.object({
  card: z.literal(true),
  becs_debit: z.boolean(),
  payto: z.boolean(),
  methods: z.array(z.enum(PAY_METHODS)),
});

export const toPaymentMethodsJson = (v: PaymentMethodSettings): z.infer<typeof paymentMethodsJson> => ({
  card: true,
  becs_debit: v.becsDebit,
  payto: v.payTo,
  methods: v.methods,
});
