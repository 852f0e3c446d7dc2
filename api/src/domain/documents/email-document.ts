import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { type DocumentKind, documentMessages } from '../../rules/document-status.ts';
import { formatAud } from '../../rules/money.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { discardEmailAttachments, sendOrganisationEmail, storeEmailAttachments } from '../messaging/send-email.ts';
import { requireAbility } from '../policy.ts';
import { queueWebhookEvents } from '../webhooks/queue-webhook-events.ts';
import { publishDocumentChange } from './document-changes.ts';
import type { DocumentPdf } from './document-pdf.ts';
import { documentStores } from './document-stores.ts';
import { requireTaxDetails } from './require-tax-details.ts';
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
  email: {
    to: string[];
    subject: string;
    text: string;
    pdf: DocumentPdf;
    /** The recipients' own copy of the PDF (an invoice's with its pay link's QR code); the stored copy is `pdf`. */
    recipientsPdf?: DocumentPdf;
    secrets?: string[];
  },
) {
  const { kind, id, orgId, status } = document;
  await requireTaxDetails(ctx, kind);
  // The PDF goes to storage (perhaps another machine) before the transaction, and is removed again if it fails.
  const attachments = await storeEmailAttachments(ctx.storage, [
    {
      filename: email.pdf.fileName,
      contentType: 'application/pdf',
      content: email.pdf.bytes,
      withheldContent: email.recipientsPdf?.bytes,
    },
  ]);
  await ctx.db
    .$transaction(async (tx) => {
      await markSent(tx);
      await sendOrganisationEmail({ db: tx, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, orgId, {
        to: email.to,
        subject: email.subject,
        text: email.text,
        secrets: email.secrets,
        attachments,
        about: kind === 'quote' ? { quoteId: id } : { invoiceId: id },
        sentById: ctx.user?.userId ?? null,
        counted: true,
      });
      return queueWebhookEvents(ctx.jobs, tx as Db, orgId, [{ type: kind === 'quote' ? 'quote.sent' : 'invoice.sent', id }]);
    })
    .catch(async (err: unknown) => {
      await discardEmailAttachments(ctx.storage, attachments);
      throw err;
    });
  publishDocumentChange(ctx, { orgId, kind, id, status });
}

/** What the sender may edit in the email dialog: prefilled with `defaultDocumentMessage`, sent as written. */
export interface DocumentEmailDraft {
  subject: string;
  message: string;
}

/** What a document's default email reads of it: a quote's expiry date, an invoice's due date. */
export interface DraftSource {
  number: string;
  title: string | null;
  totalCents: number;
  customer: { name: string; contactName: string | null } | null;
  expiryDate?: Date | null;
  dueAt?: Date | null;
}

/** The customer's contact, else the customer, else a plain hello. */
const greeting = (customer: { name: string; contactName: string | null } | null) =>
  `Hello${customer ? ` ${customer.contactName?.trim() || customer.name}` : ''},`;

/** The message a document email starts with: the greeting, what the document says, and the business's name. */
export const defaultDocumentMessage = (
  customer: { name: string; contactName: string | null } | null,
  body: string[],
  businessName: string,
) => [greeting(customer), '', ...body, '', businessName].join('\n');

/** How each kind's email names the document and the day that matters. */
const draftWords = {
  quote: { noun: 'quote', day: (doc: DraftSource) => doc.expiryDate, clause: 'valid until' },
  invoice: { noun: 'tax invoice', day: (doc: DraftSource) => doc.dueAt, clause: 'due by' },
} as const;

/**
 * The subject and message the email dialog starts from (GraphQL `emailDraft`; sent when none is given):
 * "<Noun> <number> from <business>", and a message naming what is attached, its total and the day that matters
 * (", valid until …" for a quote, ", due by …" for an invoice).
 */
export function documentEmailDraft(kind: DocumentKind, doc: DraftSource, org: { name: string; timeZone: string }): DocumentEmailDraft {
  const { noun, day, clause } = draftWords[kind];
  const date = day(doc);
  const dayClause = date ? `, ${clause} ${formatLongDate(date, org.timeZone)}` : '';
  const subject = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${doc.number} from ${org.name}`;
  const what = `Please find attached ${noun} ${doc.number}${doc.title ? ` for ${doc.title}` : ''}: ${formatAud(doc.totalCents)} including GST${dayClause}.`;
  return { subject, message: defaultDocumentMessage(doc.customer, [what], org.name) };
}

/** The draft of one quote or invoice of the organisation, for the email dialog. */
export async function getDocumentEmailDraft(ctx: Context, kind: DocumentKind, doc: DraftSource): Promise<DocumentEmailDraft> {
  requireAbility(ctx, documentStores[kind].ability);
  return documentEmailDraft(kind, doc, await ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } }));
}

/**
 * The text sent: the sender's message (the default, or what they wrote in the dialog), then what Spanner always adds
 * below it — the quote's private link, the invoice's bank details — so an edited message can never lose them.
 */
export const documentEmailText = (message: string, fixed: string[]) => [message, ...(fixed.length ? ['', ...fixed] : [])].join('\n');
