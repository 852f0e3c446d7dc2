import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
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
 * configured, the local outbox otherwise; counted against the email allowance), inside the caller's transaction
 * so the document's new status and the email stand or fall together.
 */
export function emailDocument(
  ctx: Context,
  tx: Prisma.TransactionClient,
  email: {
    orgId: string;
    to: string[];
    subject: string;
    text: string;
    pdf: DocumentPdf;
    about: { quoteId: string } | { invoiceId: string };
  },
) {
  return sendOrganisationEmail({ db: tx, config: ctx.config }, email.orgId, {
    to: email.to,
    subject: email.subject,
    text: email.text,
    attachments: [{ filename: email.pdf.fileName, contentType: 'application/pdf', content: email.pdf.bytes }],
    about: email.about,
    sentById: ctx.user?.userId ?? null,
    counted: true,
  });
}

/** The greeting of a document email: the customer's contact, else the customer, else a plain hello. */
export const greeting = (customer: { name: string; contactName: string | null } | null) =>
  `Hello${customer ? ` ${customer.contactName?.trim() || customer.name}` : ''},`;
