import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { ledgerMessages } from '../../rules/invoice-balance.ts';
import { queueBooksVoid } from '../accounting/queue-sync.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { requireAbility } from '../policy.ts';

/**
 * Delete (with confirmation in the web): the invoice and its lines; a completed job it billed shows Completed again.
 * Its payments are kept, without an invoice, flagged for the office (refund or apply them). One the books hold is
 * voided there (the accounting sync).
 */
export async function deleteInvoice(ctx: Context, id: string): Promise<{ id: string }> {
  const user = requireAbility(ctx, 'manageInvoices');
  const count = await ctx.db.$transaction(async (tx) => {
    const invoice = await tx.invoice.findFirst({ where: { id }, select: { number: true } });
    if (!invoice) return 0;
    await tx.payment.updateMany({
      where: { invoiceId: id, kind: 'payment' },
      data: { attention: ledgerMessages.deletedPayment(invoice.number) },
    });
    const deleted = (await tx.invoice.deleteMany({ where: { id } })).count;
    if (deleted) await queueBooksVoid(ctx.jobs, tx as unknown as Db, user.orgId, id);
    return deleted;
  });
  if (count === 0) throw notFound(documentMessages.invoiceNotFound);
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id, status: 'deleted' });
  return { id };
}
