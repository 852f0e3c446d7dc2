// Quotes and invoices (spec part 2 §2-4, §8): numbers, statuses, what each status allows, the invoice tabs and
// the texts users see. Pure: shared by the API and the web app.

export type DocumentKind = 'quote' | 'invoice';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export type QuoteStatusValue = (typeof QUOTE_STATUSES)[number];

/** Stored invoice statuses; 'overdue' is derived (see `invoiceDisplayStatus`), never stored by Spanner. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

/** The invoice list's tabs (default all). */
export const INVOICE_TABS = ['all', 'unpaid', 'paid', 'overdue'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];
export const DEFAULT_INVOICE_TAB: InvoiceTab = 'all';

/** 'QU-0001', 'INV-0001': the prefix and at least four digits. */
export const DOCUMENT_NUMBER_PREFIX: Record<DocumentKind, string> = { quote: 'QU-', invoice: 'INV-' };
export const formatDocumentNumber = (kind: DocumentKind, n: number) => `${DOCUMENT_NUMBER_PREFIX[kind]}${String(n).padStart(4, '0')}`;
export const MAX_NUMBER_LENGTH = 30;

/** The email dialog's subject (one line) and message, as the sender may edit them. */
export const MAX_EMAIL_SUBJECT = 200;
export const MAX_EMAIL_MESSAGE = 5000;

/** Accept applies only to a sent quote; Convert to Job only to an accepted one. */
export const canAcceptQuote = (status: QuoteStatusValue) => status === 'sent';
export const canConvertQuote = (status: QuoteStatusValue) => status === 'accepted';
/**
 * A quote the customer has answered is no longer edited: an accepted one is the agreement, a declined one the record
 * of what was turned down (a new offer is a new quote).
 */
export const canEditQuote = (status: QuoteStatusValue) => status !== 'accepted' && status !== 'rejected';

/** Mark Paid is available unless the invoice is paid or void; a paid or void invoice is no longer edited. */
export const canMarkPaid = (status: InvoiceStatusValue) => status !== 'paid' && status !== 'void';
export const canEditInvoice = (status: InvoiceStatusValue) => status !== 'paid' && status !== 'void';

/**
 * Overdue, the same way everywhere: sent (not paid, not void), with a due date before the start of today in the
 * organisation's time zone. `todayStart` is that local midnight.
 */
export function invoiceDisplayStatus(status: InvoiceStatusValue, dueAt: Date | string | null, todayStart: Date): InvoiceStatusValue {
  if ((status === 'sent' || status === 'overdue') && dueAt && new Date(dueAt).getTime() < todayStart.getTime()) return 'overdue';
  return status === 'overdue' ? 'sent' : status;
}

// Badge tones and labels: rules/status-tones.ts (invoice: sent blue, paid green, overdue red, draft grey).

/** The private link of an emailed quote without a valid-until date works this many days (with one, until that day ends). */
export const QUOTE_LINK_DAYS = 30;

export const documentMessages = {
  quoteNotFound: 'Quote not found',
  invoiceNotFound: 'Invoice not found',
  customerNotFound: 'Customer not found',
  quoteSaved: 'Quote saved',
  invoiceSaved: 'Invoice saved',
  saveFailed: 'Save failed',
  genericFailure: 'Something went wrong. Please try again.',
  quoteSent: 'Quote sent',
  /** Emailing a quote whose valid-until day has passed would send a link that no longer works. */
  quoteExpiredBeforeEmail: (day: string) => `This quote was valid until ${day}: set a later Valid until date before emailing it`,
  invoiceSent: 'Invoice sent',
  emailFailed: 'Failed to send email',
  quoteEmailFallback: 'Unable to send quote email',
  invoiceEmailFallback: 'Unable to send invoice email',
  invoiceDeleted: 'Invoice deleted',
  deleteFailedTitle: 'Error',
  deleteFailed: 'Failed to delete invoice. Please try again.',
  convertFailed: 'Failed to convert to invoice',
  popupBlocked: 'Popup blocked',
  recipientRequired: 'Enter the email address to send the quote to',
  recipientsRequired: 'Enter at least one email address',
  recipientInvalid: (address: string) => `'${address}' is not a valid email address`,
  numberTaken: (number: string) => `The number ${number} is already used. Choose another or leave it blank for the next one.`,
  numberInvalid: `A number is at most ${MAX_NUMBER_LENGTH} letters, digits, dashes, dots or slashes`,
  acceptOnlySent: 'Only a sent quote can be accepted',
  alreadyAnswered: (status: 'accepted' | 'rejected') => `This quote has already been ${status === 'accepted' ? 'accepted' : 'declined'}.`,
  convertOnlyAccepted: 'Only an accepted quote can be converted to a job',
  alreadyConverted: 'This quote has already been converted to a job',
  acceptedLocked: 'An accepted quote can no longer be changed',
  declinedLocked: 'A declined quote can no longer be changed',
  alreadyPaid: 'This invoice is already paid',
  voidCannotBePaid: 'A void invoice cannot be paid',
  convertNeedsCustomer: 'Add a customer to the job before converting it to an invoice',
  alreadyInvoiced: 'This completed job has already been invoiced',
  convertedToInvoice: 'Invoice created from the completed job',
  subjectRequired: 'Enter a subject',
  subjectTooLong: (max: number) => `The subject must be at most ${max} characters`,
  subjectOneLine: 'The subject must be one line',
  messageRequired: 'Enter a message',
  messageTooLong: (max: number) => `The message must be at most ${max} characters`,
  noEmailForCustomer: 'This customer has no email address: enter one',
  linkInvalid: 'This quote link is not valid. Please contact the business that sent it.',
  /** An expired quote link names the business and how to reach it, where its Settings say. */
  linkExpired: (business: { name: string; phone: string | null; email: string | null }) => {
    const ways = [business.phone, business.email].filter(Boolean).join(' or ');
    return `This quote link has expired. Please contact ${business.name}${ways ? ` on ${ways}` : ''} for a new one.`;
  },
  nameRequired: 'Enter your name',
  quoteAcceptedThanks: 'Thank you: the quote is accepted. The business has been told.',
  quoteDeclinedThanks: 'Thank you: the quote is declined. The business has been told.',
  dueBeforeIssue: 'The due date cannot be before the issue date',
  expiryBeforeIssue: 'The expiry date cannot be before the issue date',
} as const;
