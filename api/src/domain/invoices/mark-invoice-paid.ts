import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { PAYMENT_METHODS, paymentMessages } from '../../rules/payment-methods.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { instantOfInput } from '../documents/document-input.ts';
import { getDocument } from '../documents/get-document.ts';
import { dayOrInstant } from '../documents/schemas.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
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
 * Mark Paid (part 2 §4): any invoice but a paid or void one becomes paid, once (one conditional UPDATE), with the day
 * the money came in — not after today in the organisation's zone — and how it was paid.
 */
export async function markInvoicePaid<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  input: unknown = {},
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const { paidOn, method } = parseInput(markPaidSchema, input ?? {});
  const timeZone = await organisationTimeZone(ctx);
  const now = new Date();
  const paidAt = paidOn ? instantOfInput(paidOn, timeZone) : now;
  if (paidAt.getTime() > now.getTime() && dayKeyOf(paidAt, timeZone) > dayKeyOf(now, timeZone))
    throw new AppError('VALIDATION', paymentMessages.dateInFuture, { fieldErrors: { paidOn: paymentMessages.dateInFuture } });
  const { count } = await writeWithWebhooks(
    ctx,
    user.orgId,
    (tx) =>
      tx.invoice.updateMany({
        where: { id, status: { notIn: ['paid', 'void'] } },
        data: { status: 'paid', paidAt, paymentMethod: method },
      }),
    ({ count }) => (count ? [{ type: 'invoice.paid', id }] : []),
  );
  if (count === 0) {
    const current = await ctx.db.invoice.findFirst({ where: { id }, select: { status: true } });
    if (!current) throw notFound(documentMessages.invoiceNotFound);
    throw new AppError('CONFLICT', current.status === 'void' ? documentMessages.voidCannotBePaid : documentMessages.alreadyPaid);
  }
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id, status: 'paid' });
  return getDocument(ctx, 'invoice', id, query);
}
