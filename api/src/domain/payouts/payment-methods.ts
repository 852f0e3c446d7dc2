import { z } from 'zod';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { allowedPayMethods, type PayMethod } from '../../rules/payment-rails.ts';
import { requireAbility } from '../policy.ts';

// Settings → Payments (admins, as the payout account): the bank rails a customer may pay an invoice by besides card
// (always on) — BECS Direct Debit and PayTo — stored on the organisation, off until an admin switches them on.

export const paymentMethodSettingsSchema = z
  .object({
    becs_debit: z.boolean({ error: 'becs_debit must be true or false' }),
    payto: z.boolean({ error: 'payto must be true or false' }),
  })
  .strict();

export interface PaymentMethodSettings {
  /** Always true: every online payment offers card (with Apple Pay and Google Pay). */
  card: true;
  becsDebit: boolean;
  payTo: boolean;
  /** What the customer's checkout offers, card first (Stripe's payment_method_types). */
  methods: PayMethod[];
}

export const BANK_RAIL_COLUMNS = { payByBecsDebit: true, payByPayTo: true } as const;

export const paymentMethodsOf = (o: { payByBecsDebit: boolean; payByPayTo: boolean }): PaymentMethodSettings => ({
  card: true,
  becsDebit: o.payByBecsDebit,
  payTo: o.payByPayTo,
  methods: allowedPayMethods({ becsDebit: o.payByBecsDebit, payTo: o.payByPayTo }),
});

export async function getPaymentMethodSettings(ctx: Context): Promise<PaymentMethodSettings> {
  const user = requireAbility(ctx, 'managePayouts');
  return paymentMethodsOf(await ctx.db.organization.findUniqueOrThrow({ where: { id: user.orgId }, select: BANK_RAIL_COLUMNS }));
}

export async function updatePaymentMethodSettings(ctx: Context, input: unknown): Promise<PaymentMethodSettings> {
  const user = requireAbility(ctx, 'managePayouts');
  const { becs_debit, payto } = parseInput(paymentMethodSettingsSchema, input);
  return paymentMethodsOf(
    await ctx.db.organization.update({
      where: { id: user.orgId },
      data: { payByBecsDebit: becs_debit, payByPayTo: payto },
      select: BANK_RAIL_COLUMNS,
    }),
  );
}
