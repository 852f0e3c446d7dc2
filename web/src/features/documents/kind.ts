// Quotes and invoices share one editor, one detail layout, one preview and one email dialog (spec part 2 §2).
// What differs between the two documents is written here once: their words, paths and the spec's messages.

export type DocumentKind = 'quote' | 'invoice';

export interface DocumentWords {
  /** 'Quote' / 'Invoice'. */
  noun: string;
  /** The list's path, '/quotes' / '/invoices'. */
  listPath: string;
  /** The number a new document gets unless the user types their own (spec: placeholder QU-0001 / INV-0001). */
  numberPlaceholder: string;
  /** The second date of the header: a quote expires, an invoice falls due. */
  dateLabel: string;
  /** Terms the organisation set for this kind (Settings): the editor's default. */
  termsField: 'quoteTerms' | 'invoiceTerms';
  saved: string;
  sent: string;
  /** The email failure's fallback text (spec part 2 §8). */
  sendFailed: string;
  notFound: string;
}

export const DOCUMENT_WORDS: Record<DocumentKind, DocumentWords> = {
  quote: {
    noun: 'Quote',
    listPath: '/quotes',
    numberPlaceholder: 'QU-0001',
    dateLabel: 'Expiry date',
    termsField: 'quoteTerms',
    saved: 'Quote saved',
    sent: 'Quote sent',
    sendFailed: 'Unable to send quote email',
    notFound: 'Quote not found',
  },
  invoice: {
    noun: 'Invoice',
    listPath: '/invoices',
    numberPlaceholder: 'INV-0001',
    dateLabel: 'Due date',
    termsField: 'invoiceTerms',
    saved: 'Invoice saved',
    sent: 'Invoice sent',
    sendFailed: 'Unable to send invoice email',
    notFound: 'Invoice not found',
  },
};

/** Failure texts the spec gives for both kinds (part 2 §8). */
export const SAVE_FAILED = 'Save failed';
export const SAVE_FALLBACK = 'Something went wrong. Please try again.';
export const EMAIL_FAILED = 'Failed to send email';
