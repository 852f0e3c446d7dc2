import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { type DocumentKind, documentMessages } from '../../rules/document-status.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { publishDocumentChange } from './document-changes.ts';
import type { DocumentPdf } from './document-pdf.ts';
import { invalidAddress } from './schemas.ts';

/** Refuses a list of recipients with one that is not an email address (VALIDATION, nothing sent). */
export function checkRecipients(addresses: string[], field: string): void {
  const bad = invalidAddress(addresses);
  if (bad)
    throw new AppError('VALIDATION', documentMessages.recipientInvalid(bad), {
      fieldErrors: { [field]: documentMessages.recipientInvalid(bad) },
    });
}

/**
 * Sends a quote or an invoice with its PDF attached through the organisation's one email function (SMTP when
 * configured, the local outbox otherwise; counted against the email allowance). `markSent` writes the document's
 * new status in the same transaction, so the status and the email stand or fall together; then live subscribers
 * hear of the new status.
 */
export async function sendDocumentEmail(
  ctx: Context,
  document: { kind: DocumentKind; id: string; orgId: string; status: string },
  markSent: (tx: Prisma.TransactionClient) => Promise<unknown>,
  email: { to: string[]; subject: string; text: string; pdf: DocumentPdf; secrets?: string[] },
) {
  const { kind, id, orgId, status } = document;
  await ctx.db.$transaction(async (tx) => {
    await markSent(tx);
    await sendOrganisationEmail({ db: tx, config: ctx.config }, orgId, {
      to: email.to,
      subject: email.subject,
      text: email.text,
      secrets: email.secrets,
      attachments: [{ filename: email.pdf.fileName, contentType: 'application/pdf', content: email.pdf.bytes }],
      about: kind === 'quote' ? { quoteId: id } : { invoiceId: id },
      sentById: ctx.user?.userId ?? null,
      counted: true,
    });
  });
  publishDocumentChange(ctx, { orgId, kind, id, status });
}

/** The customer's contact, else the customer, else a plain hello. */
const greeting = (customer: { name: string; contactName: string | null } | null) =>
  `Hello${customer ? ` ${customer.contactName?.trim() || customer.name}` : ''},`;

/**
 * The text of a document email: the greeting (the customer's contact, else the customer, else a plain hello), the
 * sender's own message when there is one, what the document says, and the business's name.
 */
export const documentEmailText = (
  customer: { name: string; contactName: string | null } | null,
  message: string | null | undefined,
  body: string[],
  businessName: string,
) => [greeting(customer), ...(message ? ['', message] : []), '', ...body, '', businessName].join('\n');
