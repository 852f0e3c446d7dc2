import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { requireAbility } from '../policy.ts';
import { getInvoice } from './get-invoice.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/** Mark Paid (part 2 §4): any invoice but a paid or void one becomes paid, once (one conditional UPDATE). */
export async function markInvoicePaid<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const { count } = await ctx.db.invoice.updateMany({
    where: { id, status: { notIn: ['paid', 'void'] } },
    data: { status: 'paid', paidAt: new Date() },
  });
  if (count === 0) {
    const current = await ctx.db.invoice.findFirst({ where: { id }, select: { status: true } });
    if (!current) throw notFound(documentMessages.invoiceNotFound);
    throw new AppError('CONFLICT', current.status === 'void' ? documentMessages.voidCannotBePaid : documentMessages.alreadyPaid);
  }
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id, status: 'paid' });
  return getInvoice(ctx, id, query);
}
