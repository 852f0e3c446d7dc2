import type { Context } from '../../context.ts';
import type { TaxMode } from '../../rules/document-lines.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import { getDocument } from './get-document.ts';
import { type PrintableOrganisation, type PrintableSource, printableDocument, printableOrganisation } from './printable-document.ts';
import { renderPdf } from './render-pdf.ts';

/** The stored fields of a quote or an invoice the PDF reads (QuoteRead / InvoiceRead fit). */
export interface StoredDocument extends Omit<PrintableSource, 'untilDate' | 'taxMode'> {
  taxMode: TaxMode;
  expiryDate?: Date | null;
  dueAt?: Date | null;
  updatedAt: Date;
}

export interface DocumentPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * The PDF of a stored quote or invoice, as the organisation prints it. `payLink`: the customer's own copy of an
 * invoice with a balance due, carrying its pay link as a QR code (never the copy the office keeps).
 */
export async function documentPdf(
  kind: DocumentKind,
  doc: StoredDocument,
  org: PrintableOrganisation,
  { payLink }: { payLink?: string | null } = {},
): Promise<DocumentPdf> {
  const printable = {
    ...printableDocument(kind, { ...doc, untilDate: (kind === 'quote' ? doc.expiryDate : doc.dueAt) ?? null }, org),
    payLink: kind === 'invoice' ? (payLink ?? null) : null,
  };
  // The file's creation date is the document's last change, so the same document always gives the same bytes.
  return { fileName: printable.fileName, bytes: await renderPdf(printable, { createdAt: doc.updatedAt }) };
}

/** The PDF of a quote or invoice already read (`documentRead`), as its organisation prints it. */
export async function pdfOfDocument(
  db: Context['db'],
  kind: DocumentKind,
  doc: StoredDocument & { orgId: string },
  options: { payLink?: string | null } = {},
): Promise<DocumentPdf> {
  return documentPdf(kind, doc, await printableOrganisation(db, doc.orgId), options);
}

/** GET /api/quotes/{id}/pdf and /api/invoices/{id}/pdf: admins and managers of the organisation. */
export async function storedDocumentPdf(ctx: Context, kind: DocumentKind, id: string): Promise<DocumentPdf> {
  return pdfOfDocument(ctx.db, kind, await getDocument(ctx, kind, id));
}
