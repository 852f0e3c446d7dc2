import type { TypedDocumentNode } from '@apollo/client';
import { documentMessages } from '@rules/document-status';
import type { ComponentType } from 'react';
import type { DetailDocument } from './DocumentDetailLayout';
import type { draftInput, SavedDocument } from './document-draft';
import type { EmailContent } from './EmailDialog';

// Quotes and invoices share one editor page, one detail page, one preview and one email dialog (spec part 2 §2).
// What differs between the two documents is written here once: their words, paths and the spec's messages; and
// the shapes of the descriptors each kind hands the shared pages (its GraphQL documents, banner and actions).

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
    sendFailed: documentMessages.quoteEmailFallback,
    notFound: documentMessages.quoteNotFound,
  },
  invoice: {
    noun: 'Invoice',
    listPath: '/invoices',
    numberPlaceholder: 'INV-0001',
    dateLabel: 'Due date',
    termsField: 'invoiceTerms',
    saved: 'Invoice saved',
    sent: 'Invoice sent',
    sendFailed: documentMessages.invoiceEmailFallback,
    notFound: documentMessages.invoiceNotFound,
  },
};

/** Failure texts the spec gives for both kinds (part 2 §8). */
export const SAVE_FAILED = 'Save failed';
export const SAVE_FALLBACK = 'Something went wrong. Please try again.';
export const EMAIL_FAILED = 'Failed to send email';

/** The editor's input before a kind renames its second date (a quote's is `expiryDate`). */
export type EditorInput = ReturnType<typeof draftInput>;

/** What an editor query answers, under the same names for both kinds (the queries alias their fields). */
export interface EditorData {
  /**
   * The saved document on edit (`secondDate` aliases its expiry or due date); null when missing or foreign. A kind
   * that asks for `status` and `canEdit` keeps the editor closed on a document the server will not let change.
   */
  doc?: (SavedDocument & { status?: string; canEdit?: boolean; payments?: readonly { provider?: string | null }[] | null }) | null;
  /** On /new: the organisation's terms for this kind, aliased `terms`. */
  viewer?: { org: { terms: string | null } } | null;
  /** On /new: the number the document gets unless the user types one, aliased `next`. */
  nextDocumentNumbers?: { next: string } | null;
}

/** A create or update mutation's answer, aliased `saved`: the document (its id) or an AppError. */
export interface SaveData {
  saved: { __typename: string; id?: string };
}

/** What the editor page needs of a kind: its query and mutations, and how its input names the second date. */
export interface DocumentEditorKind<TInput> {
  kind: DocumentKind;
  /** `($id: ID!, $isNew: Boolean!)`: the document on edit, the terms and the next number on /new. */
  query: TypedDocumentNode<EditorData, { id: string; isNew: boolean }>;
  create: TypedDocumentNode<SaveData, { input: TInput }>;
  update: TypedDocumentNode<SaveData, { id: string; input: TInput }>;
  /** The editor's input as the kind's mutation input. */
  input: (input: EditorInput) => TInput;
  /** The list query a save refetches ('QuotesPage'). */
  listQuery: string;
  /** Why the document cannot be edited (shown instead of the editor when its `canEdit` is false): its status, its ledger. */
  lockedText?: (doc: NonNullable<EditorData['doc']>) => string;
}

/** A detail page's document, as the kind's query and email mutation give it. */
export interface DocumentDetail<TDoc> {
  /** The document, its `secondDate` set; null or undefined until loaded, or when missing. */
  doc: TDoc | null | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Emails the document; answers the mutation's `AppError | X` (the page unwraps it). */
  sendEmail: (recipients: string[], content: EmailContent) => Promise<{ __typename: string } | null | undefined>;
}

/** What the detail page needs of a kind: its document and what it shows and offers beyond the shared layout. */
export interface DocumentDetailKind<TDoc extends DetailDocument> {
  kind: DocumentKind;
  /** Loads the document (and follows its live changes where the kind has them). */
  useDocument: (id: string) => DocumentDetail<TDoc>;
  /** A line above the details, or nothing: who answered the quote, when the invoice was paid. */
  Banner: ComponentType<{ doc: TDoc }>;
  /** The kind's own actions, between Email and the accounting buttons, with their dialogs. */
  Actions: ComponentType<{ id: string; doc: TDoc; refetch: () => Promise<unknown> }>;
  /** A section of the kind's own under the lines and totals (an invoice's payments), or none. */
  Section?: ComponentType<{ id: string; doc: TDoc }>;
  /** The kind's Xero button among the accounting buttons (an invoice's); without one it is disabled. */
  SendToBooks?: ComponentType<{ id: string; doc: TDoc }>;
}
