import type { Prisma } from '../../db/generated/client.ts';
import { documentCustomer, documentLinesInOrder, newestDocumentsFirst } from '../documents/document-query.ts';
import type { DocumentOf, InvoiceQuery } from '../documents/document-store.ts';

export type { InvoiceQuery };
export type InvoiceOf<Q extends InvoiceQuery> = DocumentOf<'invoice', Q>;

/** What REST and the PDF read of an invoice: its lines in order, its customer and the completed job it bills. */
export const invoiceRead = {
  include: {
    lines: documentLinesInOrder,
    customer: documentCustomer,
    completedJob: { select: { id: true } },
  },
} as const satisfies InvoiceQuery;

export type InvoiceRead = Prisma.InvoiceGetPayload<typeof invoiceRead>;

/** Newest first; the id breaks ties so pages never overlap. */
export const invoiceOrder: Prisma.InvoiceOrderByWithRelationInput[] = [...newestDocumentsFirst];
