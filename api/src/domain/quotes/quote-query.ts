import type { Prisma } from '../../db/generated/client.ts';
import { documentCustomer, documentLinesInOrder, newestDocumentsFirst } from '../documents/document-query.ts';

/** A Prisma selection GraphQL passes through; REST reads use `quoteRead`. */
export type QuoteQuery = { select?: Prisma.QuoteSelect; include?: Prisma.QuoteInclude };
export type QuoteOf<Q extends QuoteQuery> = Prisma.QuoteGetPayload<Q>;

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
