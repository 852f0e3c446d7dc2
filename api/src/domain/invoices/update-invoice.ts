import type { Context } from '../../context.ts';
import { updateDocument } from '../documents/save-document.ts';
import { updateInvoiceSchema } from '../documents/schemas.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceRead } from './invoice-query.ts';
import { invoiceStore } from './invoice-store.ts';

/** Save & close on an invoice: fields left out stay, lines sent replace the old ones; not once paid or void. */
export async function updateInvoice<Q extends InvoiceQuery = typeof invoiceRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = invoiceRead as Q,
): Promise<InvoiceOf<Q>> {
  return (await updateDocument(ctx, invoiceStore, updateInvoiceSchema, id, input, query)) as InvoiceOf<Q>;
}
