import { z } from 'zod';
import { listQuotesSchema, quoteEmailSchema, quoteSchema, updateQuoteSchema } from '../domain/documents/schemas.ts';
import { quoteInvoiceFields } from '../domain/invoices/quote-invoice-schema.ts';
import { camelKeys } from '../views/account.views.ts';
import { documentBody } from '../views/documents.views.ts';
import { publicQuoteJson, quoteJson } from '../views/quotes.views.ts';
import { route } from './contract.ts';
import { paging } from './paging.ts';

// Quotes over REST (part 2 §7 "Quotes"): admins and managers only; money in AUD cents.

const idParams = z.object({ id: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().max(200) });
const access = { can: 'manageQuotes' } as const;
/** Invoicing a quote is invoicing: the same members (admin and manager) hold both abilities. */
const invoiceAccess = { can: 'manageInvoices' } as const;
const pdf = z.unknown();

export const quotesContract = {
  list: route({
    method: 'GET',
    path: '/api/quotes',
    summary:
      'Quotes, newest first; ?status=draft|sent|accepted|rejected, ?search= (number, title, reference, customer), ?customerId= (one customer only), ?limit=&offset=',
    access,
    query: z.preprocess(camelKeys, listQuotesSchema.extend(paging)),
    response: z.array(quoteJson),
  }),
  nextNumber: route({
    method: 'GET',
    path: '/api/quotes/next-number',
    summary: "The number the next quote would get (the editor's placeholder, not reserved)",
    access,
    response: z.object({ number: z.string() }),
  }),
  create: route({
    method: 'POST',
    path: '/api/quotes',
    summary:
      'Create a draft quote {title, customerId, notes, summary, terms, reference, number, issue_date, expiry_date, tax_mode, lines: [{description, quantity, unit_amount (cents), tax_rate (10|0), discount_percent, item_name}]}; figures recomputed',
    access,
    body: z.preprocess(documentBody, quoteSchema),
    response: quoteJson,
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: '/api/quotes/{id}',
    summary: "A quote ('Quote not found' otherwise)",
    access,
    params: idParams,
    response: quoteJson,
  }),
  update: route({
    method: 'PUT',
    path: '/api/quotes/{id}',
    summary:
      'Save a quote {title, customer_id, notes, lines, …}: fields left out stay; lines sent replace the old ones (not once accepted)',
    access,
    params: idParams,
    body: z.preprocess(documentBody, updateQuoteSchema),
    response: quoteJson,
  }),
  accept: route({
    method: 'POST',
    path: '/api/quotes/{id}/accept',
    summary: 'Accept a sent quote (once; 409 otherwise)',
    access,
    params: idParams,
    response: quoteJson,
  }),
  convert: route({
    method: 'POST',
    path: '/api/quotes/{id}/convert-to-job',
    summary: 'Convert an accepted quote to a job (once): answers the job id',
    access,
    params: idParams,
    response: z.object({ jobId: z.string(), job_id: z.string() }),
    status: 201,
  }),
  convertToInvoice: route({
    method: 'POST',
    path: '/api/quotes/{id}/convert-to-invoice',
    summary:
      'Convert an accepted quote to a draft invoice: the whole quote (less a deposit already invoiced), or {deposit_percent} / {deposit_amount_cents}. Once each: a second is 409',
    access: invoiceAccess,
    params: idParams,
    body: z.preprocess((v) => camelKeys(v ?? {}), quoteInvoiceFields),
    response: z.object({ invoiceId: z.string(), invoice_id: z.string(), message: z.string() }),
    status: 201,
  }),
  deposit: route({
    method: 'PUT',
    path: '/api/quotes/{id}/deposit',
    summary:
      'The deposit a draft or sent quote asks at acceptance: {deposit_percent} (more than 0, under 100) or {deposit_amount_cents}, or neither for none; 409 once its deposit invoice exists',
    access,
    params: idParams,
    body: z.preprocess((v) => camelKeys(v ?? {}), quoteInvoiceFields),
    response: quoteJson,
  }),
  email: route({
    method: 'POST',
    path: '/api/quotes/{id}/email',
    summary:
      'Email the quote {email, subject?, message?} with its PDF and a private accept/decline link (always added below the message); a draft becomes sent',
    access,
    params: idParams,
    body: z.preprocess(camelKeys, quoteEmailSchema),
    response: quoteJson,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/quotes/{id}/pdf',
    summary: 'The quote as a PDF (inline, for Preview)',
    access,
    params: idParams,
    response: pdf,
    responseType: 'application/pdf',
  }),
} as const;

const respondBody = z.object({ name: z.unknown() });

export const publicQuotesContract = {
  get: route({
    method: 'GET',
    path: '/api/public/quotes/{token}',
    summary: "A quote behind its emailed link, no sign-in (404 with the link's message when unknown or expired)",
    access: 'public',
    params: tokenParams,
    response: publicQuoteJson,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/public/quotes/{token}/pdf',
    summary: 'The PDF of a quote behind its emailed link, no sign-in',
    access: 'public',
    params: tokenParams,
    response: pdf,
    responseType: 'application/pdf',
  }),
  accept: route({
    method: 'POST',
    path: '/api/public/quotes/{token}/accept',
    summary: 'The customer accepts the quote {name}, once, while it is sent and the link valid (409 when already answered)',
    access: 'public',
    params: tokenParams,
    body: respondBody,
    response: z.object({ message: z.string(), quote: publicQuoteJson }),
  }),
  payDeposit: route({
    method: 'POST',
    path: '/api/public/quotes/{token}/pay-deposit',
    summary:
      "The customer's Accept & pay deposit {name}: a checkout {url} for the deposit on the business's own Stripe account (the deposit invoice made when needed); its payment accepts the quote. 409 when the quote asks no deposit, is answered, or the business does not take payments online",
    access: 'public',
    params: tokenParams,
    body: respondBody,
    response: z.object({ url: z.string() }),
  }),
  decline: route({
    method: 'POST',
    path: '/api/public/quotes/{token}/decline',
    summary: 'The customer declines the quote {name}, once, while it is sent and the link valid',
    access: 'public',
    params: tokenParams,
    body: respondBody,
    response: z.object({ message: z.string(), quote: publicQuoteJson }),
  }),
} as const;
