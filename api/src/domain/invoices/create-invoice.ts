import type { Context } from '../../context.ts';
import { createDocument } from '../documents/save-document.ts';
import { invoiceSchema } from '../documents/schemas.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';
import { invoiceStore } from './invoice-store.ts';

/**
 * A new draft invoice (admins and managers): the next INV- number unless the user typed one, the organisation's
 * invoice terms unless terms were sent, and every figure recomputed from the lines (part 2 §5).
 */
export async function createInvoice<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  input: unknown,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  return (await createDocument(ctx, invoiceStore, invoiceSchema, input, query)) as InvoiceOf<Q>;
}
