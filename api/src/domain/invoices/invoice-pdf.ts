import type { Context } from '../../context.ts';
import { type DocumentPdf, documentPdf } from '../documents/document-pdf.ts';
import { printableOrganisation } from '../documents/printable-document.ts';
import { getInvoice } from './get-invoice.ts';
import { type InvoiceRead, invoiceRead } from './invoice-query.ts';

/** An invoice's PDF (a tax invoice) from an invoice already read (REST's `invoiceRead`). */
export async function pdfOfInvoice(db: Context['db'], invoice: InvoiceRead): Promise<DocumentPdf> {
  return documentPdf('invoice', invoice, await printableOrganisation(db, invoice.orgId));
}

/** GET /api/invoices/{id}/pdf: admins and managers of the organisation. */
export async function invoicePdf(ctx: Context, id: string): Promise<DocumentPdf> {
  return pdfOfInvoice(ctx.db, await getInvoice(ctx, id, invoiceRead));
}
