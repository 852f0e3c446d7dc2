import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import {
  checkRecipients,
  type DocumentEmailDraft,
  type DraftSource,
  documentEmailDraft,
  documentEmailText,
  sendDocumentEmail,
} from '../documents/email-document.ts';
import { invoiceEmailSchema } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';
import { getInvoice } from './get-invoice.ts';
import { pdfOfInvoice } from './invoice-pdf.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';

/** The subject and message the email dialog starts from (GraphQL `Invoice.emailDraft`; sent when none is given). */
export function invoiceEmailDraft(
  invoice: DraftSource & { dueAt: Date | null },
  org: { name: string; timeZone: string },
): DocumentEmailDraft {
  const due = invoice.dueAt ? `, due by ${formatLongDate(invoice.dueAt, org.timeZone)}` : '';
  return documentEmailDraft('tax invoice', invoice, org.name, due);
}

/** The draft of one invoice of the organisation, for the email dialog. */
export async function getInvoiceEmailDraft(ctx: Context, invoice: Parameters<typeof invoiceEmailDraft>[0]): Promise<DocumentEmailDraft> {
  requireAbility(ctx, 'manageInvoices');
  return invoiceEmailDraft(invoice, await ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } }));
}

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
  const invoice = await getInvoice(ctx, id, invoiceRead);
  if (invoice.status === 'void') throw new AppError('CONFLICT', 'A void invoice cannot be sent');
  const org = await ctx.db.organization.findFirstOrThrow({
    select: { name: true, timeZone: true, accountName: true, bsb: true, accountNumber: true },
  });
  const pdf = await pdfOfInvoice(ctx.db, invoice);
  const bank =
    org.bsb && org.accountNumber
      ? [
          `Pay by bank transfer to ${org.accountName ? `${org.accountName}, ` : ''}BSB ${org.bsb}, account ${org.accountNumber}, reference ${invoice.number}.`,
        ]
      : [];
  const draft = invoiceEmailDraft(invoice, org);
  const text = documentEmailText(message ?? draft.message, bank);
  const status = invoice.status === 'draft' ? 'sent' : invoice.status;
  await sendDocumentEmail(
    ctx,
    { kind: 'invoice', id, orgId: user.orgId, status },
    (tx) => tx.invoice.update({ where: { id }, data: { status, sentAt: new Date() } }),
    { to: emails, subject: subject ?? draft.subject, text, pdf },
  );
  return getInvoice(ctx, id, query);
}
