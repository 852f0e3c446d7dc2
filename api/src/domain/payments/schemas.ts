import { z } from 'zod';
import { ledgerMessages, MAX_PAYMENT_CENTS } from '../../rules/invoice-balance.ts';
import { PAYMENT_METHODS, paymentMessages } from '../../rules/payment-methods.ts';
import { dayOrInstant } from '../documents/schemas.ts';
import { optionalText } from '../fields.ts';

// The ledger's inputs: an amount in whole cents (left out: the balance, or what is left of the payment refunded),
// the day the money moved (default today, never after today in the organisation's zone), how, and a note.

/** Numbers may arrive as strings from forms ('2500' → 2500). */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v === '' ? undefined : v);

const amountCents = z.preprocess(
  numeric,
  z
    .number({ error: ledgerMessages.amountCents })
    .int(ledgerMessages.amountCents)
    .positive(ledgerMessages.amountPositive)
    .max(MAX_PAYMENT_CENTS, ledgerMessages.amountTooLarge)
    .nullable()
    .optional(),
);

export const paymentMethod = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(PAYMENT_METHODS, { error: paymentMessages.methodInvalid }),
);

/** Record payment: amount (default the balance), day, method (cash, cheque, bank transfer, card, other), note. */
export const recordPaymentSchema = z.object({
  amountCents,
  paidOn: dayOrInstant('Payment date'),
  method: paymentMethod,
  note: optionalText('Note', 500),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

/** Refund: amount (default all that is left of the payment), day, note. */
export const refundPaymentSchema = z.object({
  amountCents,
  refundedOn: dayOrInstant('Refund date'),
  note: optionalText('Note', 500),
});
