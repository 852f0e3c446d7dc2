import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { requireAbility } from '../policy.ts';

/** Delete (with confirmation in the web): the invoice and its lines; a completed job it billed shows Completed again. */
export async function deleteInvoice(ctx: Context, id: string): Promise<{ id: string }> {
  const user = requireAbility(ctx, 'manageInvoices');
  const { count } = await ctx.db.invoice.deleteMany({ where: { id } });
  if (count === 0) throw notFound(documentMessages.invoiceNotFound);
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id, status: 'deleted' });
  return { id };
}
