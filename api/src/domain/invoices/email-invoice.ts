import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { pdfOfDocument } from '../documents/document-pdf.ts';
import { checkRecipients, documentEmailDraft, documentEmailText, sendDocumentEmail } from '../documents/email-document.ts';
import { getDocument } from '../documents/get-document.ts';
import { invoiceEmailSchema } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/**
 * Email an invoice (part 2 §2 "Invoice detail"): comma-separated recipients (empties dropped), the tax invoice PDF
 * attached. The subject and message are the sender's (the defaults when left out); the bank details are always added
 * below the message. A draft becomes sent; other statuses stay (a paid invoice can be sent again as a copy). A void
 * invoice is not sent.
 */
export async function emailInvoice<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  const user = requireAbility(ctx, 'manageInvoices');
  const { emails, subject, message } = parseInput(invoiceEmailSchema, input);
  checkRecipients(emails, 'emails');
  await requireActiveSubscription(ctx);
  const invoice = await getDocument(ctx, 'invoice', id);
  if (invoice.status === 'void') throw new AppError('CONFLICT', 'A void invoice cannot be sent');
  const org = await ctx.db.organization.findFirstOrThrow({
    select: { name: true, timeZone: true, accountName: true, bsb: true, accountNumber: true },
  });
  const pdf = await pdfOfDocument(ctx.db, 'invoice', invoice);
  const bank =
    org.bsb && org.accountNumber
      ? [
          `Pay by bank transfer to ${org.accountName ? `${org.accountName}, ` : ''}BSB ${org.bsb}, account ${org.accountNumber}, reference ${invoice.number}.`,
        ]
      : [];
  const draft = documentEmailDraft('invoice', invoice, org);
  const text = documentEmailText(message ?? draft.message, bank);
  const status = invoice.status === 'draft' ? 'sent' : invoice.status;
  await sendDocumentEmail(
    ctx,
    { kind: 'invoice', id, orgId: user.orgId, status },
    (tx) => tx.invoice.update({ where: { id }, data: { status, sentAt: new Date() } }),
    { to: emails, subject: subject ?? draft.subject, text, pdf },
  );
  return getDocument(ctx, 'invoice', id, query);
}
