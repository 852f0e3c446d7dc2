import { z } from 'zod';
import { invoiceEmailSchema, invoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '../domain/documents/schemas.ts';
import { markPaidSchema } from '../domain/invoices/mark-invoice-paid.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { documentBody } from '../views/documents.views.ts';
import { invoiceJson } from '../views/invoices.views.ts';
import { route } from './contract.ts';
import { paging } from './paging.ts';

// Invoices over REST (part 2 §7 "Invoices", "Completed jobs"): admins and managers only; AUD cents.

const idParams = z.object({ id: z.string().min(1).max(100) });
const access = { can: 'manageInvoices' } as const;

export const invoicesContract = {
  list: route({
    method: 'GET',
    path: '/api/invoices',
    summary:
      'Invoices of a tab, newest first: ?tab=all (default)|unpaid|paid|overdue, ?search=, ?customerId= (one customer only), ?limit=&offset=',
    access,
    query: z.preprocess(camelKeys, listInvoicesSchema.extend(paging)),
    response: z.array(invoiceJson),
  }),
  counts: route({
    method: 'GET',
    path: '/api/invoices/counts',
    summary:
      'The tab counts {all, paid, unpaid, overdue} and what customers owe (outstanding: the balance of invoices sent and unpaid, drafts excluded; overdue_amount: the balance of overdue ones; cents)',
    access,
    response: z.object({
      all: z.number().int(),
      paid: z.number().int(),
      unpaid: z.number().int(),
      overdue: z.number().int(),
      outstanding: z.number().int(),
      overdue_amount: z.number().int(),
    }),
  }),
  nextNumber: route({
    method: 'GET',
    path: '/api/invoices/next-number',
    summary: "The number the next invoice would get (the editor's placeholder, not reserved)",
    access,
    response: z.object({ number: z.string() }),
  }),
  create: route({
    method: 'POST',
    path: '/api/invoices',
    summary:
      'Create a draft invoice {title, customerId, notes, due_at (ISO or YYYY-MM-DD, or null), lines: [{description, quantity, unit_amount (cents), tax_rate (10|0), discount_percent, item_name}], …}; figures recomputed',
    access,
    body: z.preprocess(documentBody, invoiceSchema),
    response: invoiceJson,
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: '/api/invoices/{id}',
    summary: "An invoice ('Invoice not found' otherwise)",
    access,
    params: idParams,
    response: invoiceJson,
  }),
  update: route({
    method: 'PUT',
    path: '/api/invoices/{id}',
    summary: 'Save an invoice {title, customer_id, notes, due_at, lines, …}: fields left out stay (not once paid or void)',
    access,
    params: idParams,
    body: z.preprocess(documentBody, updateInvoiceSchema),
    response: invoiceJson,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/invoices/{id}',
    summary: 'Delete an invoice (a completed job it billed shows Completed again)',
    access,
    params: idParams,
    response: successJson,
  }),
  markPaid: route({
    method: 'POST',
    path: '/api/invoices/{id}/mark-paid',
    summary:
      'Mark Paid: records a payment of the whole balance {paid_on?: YYYY-MM-DD (default today, not in the future), method?: bank_transfer|card|cash|cheque|other (default other)} (409 when already paid or void)',
    access,
    params: idParams,
    body: z.preprocess((v) => camelKeys(v ?? {}), markPaidSchema),
    response: invoiceJson,
  }),
  markUnpaid: route({
    method: 'POST',
    path: '/api/invoices/{id}/mark-unpaid',
    summary:
      'Mark as unpaid: the payments recorded by hand are removed and the invoice goes back to sent (overdue when past due) or draft when never sent (409 unless paid, or when it has online payments: refund those)',
    access,
    params: idParams,
    response: invoiceJson,
  }),
  email: route({
    method: 'POST',
    path: '/api/invoices/{id}/email',
    summary:
      'Email the invoice {emails: list or comma-separated, subject?, message?} with its PDF (subject and message default to the invoice’s draft; the bank details are always added); a draft becomes sent',
    access,
    params: idParams,
    body: z.preprocess(camelKeys, invoiceEmailSchema),
    response: invoiceJson,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/invoices/{id}/pdf',
    summary: 'The invoice as a PDF tax invoice (inline, for Preview)',
    access,
    params: idParams,
    response: z.unknown(),
    responseType: 'application/pdf',
  }),
  convertCompleted: route({
    method: 'POST',
    path: '/api/jobs/completed/{id}/convert-to-invoice',
    summary: "Convert to Invoice: a draft invoice from the completed job's charges; the job shows Invoiced. Twice answers the same invoice",
    access,
    params: idParams,
    response: z.object({ invoiceId: z.string(), message: z.string() }),
  }),
} as const;
