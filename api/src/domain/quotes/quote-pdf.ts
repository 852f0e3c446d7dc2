import type { Context } from '../../context.ts';
import { type DocumentPdf, documentPdf } from '../documents/document-pdf.ts';
import { printableOrganisation } from '../documents/printable-document.ts';
import { requireAbility } from '../policy.ts';
import { getQuote } from './get-quote.ts';
import { type QuoteRead, quoteRead } from './quote-query.ts';

/** A quote's PDF from a quote already read (REST's `quoteRead`). */
export async function pdfOfQuote(db: Context['db'], quote: QuoteRead): Promise<DocumentPdf> {
  return documentPdf('quote', quote, await printableOrganisation(db, quote.orgId));
}

/** GET /api/quotes/{id}/pdf: admins and managers of the organisation. */
export async function quotePdf(ctx: Context, id: string): Promise<DocumentPdf> {
  requireAbility(ctx, 'manageQuotes');
  return pdfOfQuote(ctx.db, await getQuote(ctx, id, quoteRead));
}
