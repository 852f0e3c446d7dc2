import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/** One invoice of the organisation (admins and managers); a missing or foreign one is 'Invoice not found'. */
export async function getInvoice<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  requireAbility(ctx, 'manageInvoices');
  const invoice = await ctx.db.invoice.findFirst({ ...query, where: { id } });
  if (!invoice) throw notFound(documentMessages.invoiceNotFound);
  return invoice as InvoiceOf<Q>;
}
