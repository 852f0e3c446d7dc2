import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { paymentMessages } from '../../rules/payment-methods.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { getDocument } from '../documents/get-document.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/**
 * Mark as unpaid: undoes Mark Paid (a payment recorded by mistake, or one that bounced). The invoice goes back to
 * where it was — sent when it had been emailed (overdue again, derived, when its due date has passed), else draft —
 * and the payment's day and method are cleared. One conditional UPDATE per status, so only a paid invoice changes.
 */
export async function markInvoiceUnpaid<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const back = { paidAt: null, paymentMethod: null };
  const sent = await ctx.db.invoice.updateMany({ where: { id, status: 'paid', sentAt: { not: null } }, data: { ...back, status: 'sent' } });
  const draft = sent.count
    ? sent
    : await ctx.db.invoice.updateMany({ where: { id, status: 'paid', sentAt: null }, data: { ...back, status: 'draft' } });
  if (draft.count === 0) {
    const current = await ctx.db.invoice.findFirst({ where: { id }, select: { status: true } });
    if (!current) throw notFound(documentMessages.invoiceNotFound);
    throw new AppError('CONFLICT', paymentMessages.notPaid);
  }
  const { status } = await ctx.db.invoice.findFirstOrThrow({ where: { id }, select: { status: true } });
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id, status });
  return getDocument(ctx, 'invoice', id, query);
}
