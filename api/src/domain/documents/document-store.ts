import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { TaxMode } from '../../rules/document-lines.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import type { MemberAbility } from '../policy.ts';
import type { HeaderInput, headerData } from './document-header.ts';
import type { LineRow } from './document-input.ts';
import type { DayOrInstant, DocumentLineInput } from './schemas.ts';

// Quotes and invoices are one feature: one save, one read, one list, one PDF (documents/*). What differs between
// the two — their table, their later date (expiry or due), their terms, what locks them, how a list filters — is
// each kind's DocumentStore (quotes/quote-store.ts, invoices/invoice-store.ts). The types below carry the caller's
// Prisma selection through that shared code, so a save or a read answers exactly what the caller selected.

/** A Prisma selection GraphQL passes through; REST and the PDF read `quoteRead` / `invoiceRead`. */
export type QuoteQuery = { select?: Prisma.QuoteSelect; include?: Prisma.QuoteInclude };
export type InvoiceQuery = { select?: Prisma.InvoiceSelect; include?: Prisma.InvoiceInclude };

interface KindTypes {
  quote: { query: QuoteQuery; where: Prisma.QuoteWhereInput; unique: Prisma.QuoteWhereUniqueInput };
  invoice: { query: InvoiceQuery; where: Prisma.InvoiceWhereInput; unique: Prisma.InvoiceWhereUniqueInput };
}

export type DocumentQuery<K extends DocumentKind> = KindTypes[K]['query'];
export type DocumentWhere<K extends DocumentKind> = KindTypes[K]['where'];
/** A page of a list (GraphQL connections add the cursor, REST take and skip). */
export type DocumentPaging<K extends DocumentKind> = { take?: number; skip?: number; cursor?: KindTypes[K]['unique'] };

/** A quote or an invoice as the selection `Q` reads it. */
export type DocumentOf<K extends DocumentKind, Q> = K extends 'quote'
  ? Q extends QuoteQuery
    ? Prisma.QuoteGetPayload<Q>
    : never
  : Q extends InvoiceQuery
    ? Prisma.InvoiceGetPayload<Q>
    : never;

/** The editor's payload as both documents parse it: `until` is the quote's expiry or the invoice's due date. */
export interface DocumentPayload extends HeaderInput {
  number?: string | null;
  until?: DayOrInstant | null;
  lines?: DocumentLineInput[];
}

type Header = ReturnType<typeof headerData>;
type StoredLineRow = Omit<LineRow, 'exclusiveCents'>;
interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** A new document as written: `until` goes to the kind's expiry or due date. */
export type NewDocument = Header &
  Totals & { orgId: string; number: string; issueDate: Date; until: Date; terms: string | null; lines: { create: StoredLineRow[] } };

/** A change to a stored document: fields left out (undefined) stay; lines sent replace the old ones. */
export type DocumentChange = Partial<Header> &
  Partial<Totals> & { number?: string; until?: Date | null; lines?: { deleteMany: object; create: StoredLineRow[] } };

/** What the save needs of an existing document to change it. */
export interface EditableDocument {
  status: string;
  taxMode: TaxMode;
  issueDate: Date;
  until: Date | null;
  lines: DocumentLineInput[];
  /** An invoice whose ledger holds an online payment (its lock says to refund it rather than mark it unpaid). */
  paidOnline?: boolean;
}

export interface DocumentStore<K extends DocumentKind> {
  kind: K;
  ability: MemberAbility;
  /** The later date's field, as VALIDATION errors name it: a quote's expiry, an invoice's due date. */
  untilField: 'expiryDate' | 'dueAt';
  terms: 'quoteTerms' | 'invoiceTerms';
  messages: {
    notFound: string;
    locked: string | ((doc: Pick<EditableDocument, 'status' | 'paidOnline'>) => string);
    untilBeforeIssue: string;
  };
  canEdit(status: string): boolean;
  /** The editor's payload of a new document (`create`) or of a save (`update`: every field optional). */
  parse(input: unknown, mode: 'create' | 'update'): DocumentPayload;
  /** The filter of a list (a quote's status, an invoice's tab; the search) for the list and its count. */
  listWhere(ctx: Context, input: unknown): Promise<DocumentWhere<K>>;
  find<Q extends DocumentQuery<K>>(ctx: Context, id: string, query: Q): Promise<DocumentOf<K, Q> | null>;
  findMany<Q extends DocumentQuery<K> & DocumentPaging<K>>(ctx: Context, where: DocumentWhere<K>, query: Q): Promise<DocumentOf<K, Q>[]>;
  count(ctx: Context, where: DocumentWhere<K>): Promise<number>;
  findEditable(ctx: Context, id: string): Promise<EditableDocument | null>;
  create<Q extends DocumentQuery<K>>(ctx: Context, data: NewDocument, query: Q): Promise<DocumentOf<K, Q>>;
  update<Q extends DocumentQuery<K>>(ctx: Context, id: string, data: DocumentChange, query: Q): Promise<DocumentOf<K, Q>>;
}
