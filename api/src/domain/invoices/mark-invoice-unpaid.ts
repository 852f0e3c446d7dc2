import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ledgerMessages } from '../../rules/invoice-balance.ts';
import { paymentMessages, THROUGH_PROVIDER } from '../../rules/payment-methods.ts';
import { getDocument } from '../documents/get-document.ts';
import { lockInvoiceOrFail, settleInvoice } from '../payments/ledger.ts';
import { publishLedgerChange } from '../payments/publish-ledger-change.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/**
 * Mark as unpaid: undoes payments recorded by mistake. Only a paid invoice whose ledger holds nothing but payments
 * recorded by hand: those rows (and their refunds) are removed, and the invoice goes back to where it was — sent when
 * it had been emailed (overdue again, derived, when its due date has passed), else draft — with its payment day and
 * method cleared. Money that came through the payment provider is never removed: it is refunded instead (409).
 */
export async function markInvoiceUnpaid<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const settled = await ctx.db.$transaction(async (client) => {
    const tx = client as Db;
    const invoice = await lockInvoiceOrFail(tx, id);
    if (invoice.status !== 'paid') throw new AppError('CONFLICT', paymentMessages.notPaid);
    if (await tx.payment.count({ where: { invoiceId: id, provider: THROUGH_PROVIDER } }))
      throw new AppError('CONFLICT', ledgerMessages.unpaidOnline);
    await tx.payment.deleteMany({ where: { invoiceId: id } });
    return settleInvoice(tx, invoice);
  });
  publishLedgerChange(ctx, user.orgId, settled);
  return getDocument(ctx, 'invoice', id, query);
}
