import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { PAYMENT_METHODS, paymentMessages } from '../../rules/payment-methods.ts';
import { getDocument } from '../documents/get-document.ts';
import { dayOrInstant } from '../documents/schemas.ts';
import { lockInvoiceOrFail } from '../payments/ledger.ts';
import { paymentDay } from '../payments/payment-day.ts';
import { publishLedgerChange } from '../payments/publish-ledger-change.ts';
import { addManualPayment, manualPaymentEvents } from '../payments/record-payment.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/** The payment: its day (default today in the organisation's zone) and how it was paid (rules/payment-methods.ts). */
export const markPaidSchema = z.object({
  paidOn: dayOrInstant('Payment date'),
  method: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(PAYMENT_METHODS, { error: paymentMessages.methodInvalid }).nullable(),
  ),
});

/**
 * Mark Paid (part 2 §4), kept as "record the full balance": any invoice but a paid or void one gets a payment for all
 * it still owes (rules/invoice-balance.ts), with the day the money came in — not after today in the organisation's
 * zone — and how it was paid (left out: other), and becomes paid. The invoice is locked first, so of two at once one
 * pays and the other is told it is already paid.
 */
export async function markInvoicePaid<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  input: unknown = {},
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const { paidOn, method } = parseInput(markPaidSchema, input ?? {});
  const receivedOn = await paymentDay(ctx, paidOn, 'paidOn');
  const { settled } = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const invoice = await lockInvoiceOrFail(tx, id);
      if (invoice.status === 'void') throw new AppError('CONFLICT', documentMessages.voidCannotBePaid);
      if (invoice.status === 'paid') throw new AppError('CONFLICT', documentMessages.alreadyPaid);
      return addManualPayment(tx, invoice, { receivedOn, method: method ?? 'other', createdById: user.userId }, { allowZero: true });
    },
    manualPaymentEvents,
  );
  publishLedgerChange(ctx, user.orgId, settled);
  return getDocument(ctx, 'invoice', id, query);
}
