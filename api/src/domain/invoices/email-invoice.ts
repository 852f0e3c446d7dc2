import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { pdfOfDocument } from '../documents/document-pdf.ts';
import { checkRecipients, documentEmailDraft, documentEmailText, sendDocumentEmail } from '../documents/email-document.ts';
import { getDocument } from '../documents/get-document.ts';
import { invoiceEmailSchema } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';
import { invoiceLinkPath, newInvoiceLink } from './invoice-link.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';
import { takesPaymentsOnline } from './public-invoice.ts';

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
  // While a balance is due the email carries a new private link to the invoice's page (the old one stops working),
  // where the customer pays online when the business takes payments online (domain/payouts/).
  const link = balanceCents(invoice.totalCents, invoice.paidCents) > 0 ? newInvoiceLink() : null;
  const online = link && (await takesPaymentsOnline(ctx, user.orgId));
  const url = link ? `${ctx.config.PUBLIC_URL}${invoiceLinkPath(link.token)}` : null;
  const linkText = url ? [`${online ? 'View and pay this invoice online' : 'View this invoice online'}: ${url}`] : [];
  // The customer's copy of the PDF carries the pay link as a QR code ("Scan to pay") when they can pay online; the
  // copy kept with the message (Settings → Messages) is the plain PDF, as its text keeps the link withheld.
  const recipientsPdf = online && url ? await pdfOfDocument(ctx.db, 'invoice', invoice, { payLink: url }) : undefined;
  const draft = documentEmailDraft('invoice', invoice, org);
  const text = documentEmailText(message ?? draft.message, [...linkText, ...bank]);
  const status = invoice.status === 'draft' ? 'sent' : invoice.status;
  const stored = link ? { publicTokenHash: link.publicTokenHash, publicTokenExpiresAt: link.publicTokenExpiresAt } : {};
  await sendDocumentEmail(
    ctx,
    { kind: 'invoice', id, orgId: user.orgId, status },
    (tx) => tx.invoice.update({ where: { id }, data: { status, sentAt: new Date(), ...stored } }),
    { to: emails, subject: subject ?? draft.subject, text, pdf, recipientsPdf, secrets: url ? [url] : [] },
  );
  return getDocument(ctx, 'invoice', id, query);
}
