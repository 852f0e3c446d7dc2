import type { Prisma } from '../../db/generated/client.ts';
import { documentCustomer, documentLinesInOrder, newestDocumentsFirst } from '../documents/document-query.ts';
import type { DocumentOf, QuoteQuery } from '../documents/document-store.ts';

export type { QuoteQuery };
export type QuoteOf<Q extends QuoteQuery> = DocumentOf<'quote', Q>;

/** What REST and the PDF read of a quote: its lines in order, its customer, and the job it became. */
export const quoteRead = {
  include: {
    lines: documentLinesInOrder,
    customer: documentCustomer,
    job: { select: { id: true } },
  },
} as const satisfies QuoteQuery;

export type QuoteRead = Prisma.QuoteGetPayload<typeof quoteRead>;

/** Newest first; the id breaks ties so pages never overlap. */
export const quoteOrder: Prisma.QuoteOrderByWithRelationInput[] = [...newestDocumentsFirst];
