import type { Context } from '../context.ts';
import { storedDocumentPdf } from '../domain/documents/document-pdf.ts';
import { getDocument } from '../domain/documents/get-document.ts';
import { listDocuments } from '../domain/documents/list-documents.ts';
import { peekDocumentNumber } from '../domain/documents/numbering.ts';
import { createDocument, updateDocument } from '../domain/documents/save-document.ts';
import { convertQuoteToInvoice } from '../domain/invoices/convert-quote-to-invoice.ts';
import { organisationTimeZone } from '../domain/organisation-time-zone.ts';
import { acceptQuote } from '../domain/quotes/accept-quote.ts';
import { convertQuoteToJob } from '../domain/quotes/convert-quote-to-job.ts';
import { emailQuote } from '../domain/quotes/email-quote.ts';
import { payQuoteDeposit } from '../domain/quotes/pay-quote-deposit.ts';
import { getPublicQuote, publicQuotePdf, respondToQuote } from '../domain/quotes/public-quote.ts';
import { type QuoteRead, quoteRead } from '../domain/quotes/quote-query.ts';
import { setQuoteDeposit } from '../domain/quotes/set-quote-deposit.ts';
import { toPublicQuoteJson, toQuoteJson } from '../views/quotes.views.ts';
import { implement } from './contract.ts';
import { page, pageQuery } from './paging.ts';
import { sendPdf } from './pdf-reply.ts';
import { publicQuotesContract, quotesContract } from './quotes.contract.ts';

// REST compatibility routes for quotes: contracts in quotes.contract.ts, implemented here.

const view = async (ctx: Context, quote: QuoteRead) => toQuoteJson(quote, await organisationTimeZone(ctx));

export const quotesRoutes = implement(quotesContract, {
  async list({ ctx, query: { limit, offset, ...filters }, req, reply }) {
    const at = pageQuery({ limit, offset });
    const rows = await listDocuments(ctx, 'quote', filters, { ...quoteRead, take: at.take, skip: at.skip });
    const zone = await organisationTimeZone(ctx);
    return page(rows, at, req, reply).map((q) => toQuoteJson(q, zone));
  },
  async nextNumber({ ctx }) {
    return { number: await peekDocumentNumber(ctx, 'quote') };
  },
  async create({ ctx, body }) {
    return view(ctx, await createDocument(ctx, 'quote', body));
  },
  async get({ ctx, params }) {
    return view(ctx, await getDocument(ctx, 'quote', params.id));
  },
  async update({ ctx, params, body }) {
    return view(ctx, await updateDocument(ctx, 'quote', params.id, body));
  },
  async accept({ ctx, params }) {
    return view(ctx, await acceptQuote(ctx, params.id));
  },
  async convert({ ctx, params }) {
    const { jobId } = await convertQuoteToJob(ctx, params.id);
    return { jobId, job_id: jobId };
  },
  async convertToInvoice({ ctx, params, body }) {
    const { invoiceId, message } = await convertQuoteToInvoice(ctx, params.id, body);
    return { invoiceId, invoice_id: invoiceId, message };
  },
  async deposit({ ctx, params, body }) {
    return view(ctx, await setQuoteDeposit(ctx, params.id, body));
  },
  async email({ ctx, params, body }) {
    return view(ctx, await emailQuote(ctx, params.id, body));
  },
  async pdf({ ctx, params, reply }) {
    return sendPdf(reply, await storedDocumentPdf(ctx, 'quote', params.id));
  },
});

export const publicQuotesRoutes = implement(publicQuotesContract, {
  async get({ ctx, params }) {
    return toPublicQuoteJson(await getPublicQuote(ctx, params.token));
  },
  async pdf({ ctx, params, reply }) {
    return sendPdf(reply, await publicQuotePdf(ctx, params.token), 'no-store');
  },
  async accept({ ctx, params, body }) {
    const { message, quote } = await respondToQuote(ctx, params.token, { accept: true, name: body.name });
    return { message, quote: toPublicQuoteJson(quote) };
  },
  async payDeposit({ ctx, params, body }) {
    return payQuoteDeposit(ctx, params.token, { name: body.name });
  },
  async decline({ ctx, params, body }) {
    const { message, quote } = await respondToQuote(ctx, params.token, { accept: false, name: body.name });
    return { message, quote: toPublicQuoteJson(quote) };
  },
});
