import type { Context } from '../context.ts';
import { storedDocumentPdf } from '../domain/documents/document-pdf.ts';
import { getDocument } from '../domain/documents/get-document.ts';
import { listDocuments } from '../domain/documents/list-documents.ts';
import { peekDocumentNumber } from '../domain/documents/numbering.ts';
import { createDocument, updateDocument } from '../domain/documents/save-document.ts';
import { convertCompletedJobToInvoice } from '../domain/invoices/convert-completed-job.ts';
import { deleteInvoice } from '../domain/invoices/delete-invoice.ts';
import { emailInvoice } from '../domain/invoices/email-invoice.ts';
import { countInvoices } from '../domain/invoices/invoice-counts.ts';
import { type InvoiceRead, invoiceRead } from '../domain/invoices/invoice-query.ts';
import { markInvoicePaid } from '../domain/invoices/mark-invoice-paid.ts';
import { markInvoiceUnpaid } from '../domain/invoices/mark-invoice-unpaid.ts';
import { organisationTimeZone, todayStartOf } from '../domain/organisation-time-zone.ts';
import { toInvoiceJson } from '../views/invoices.views.ts';
import { implement } from './contract.ts';
import { invoicesContract } from './invoices.contract.ts';
import { page, pageQuery } from './paging.ts';
import { sendPdf } from './pdf-reply.ts';

// REST compatibility routes for invoices: contracts in invoices.contract.ts, implemented here.

const zoneOf = async (ctx: Context) => ({ timeZone: await organisationTimeZone(ctx), todayStart: await todayStartOf(ctx) });
const view = async (ctx: Context, invoice: InvoiceRead) => toInvoiceJson(invoice, await zoneOf(ctx));

export const invoicesRoutes = implement(invoicesContract, {
  async list({ ctx, query: { limit, offset, ...filters }, req, reply }) {
    const at = pageQuery({ limit, offset });
    const rows = await listDocuments(ctx, 'invoice', filters, { ...invoiceRead, take: at.take, skip: at.skip });
    const zone = await zoneOf(ctx);
    return page(rows, at, req, reply).map((i) => toInvoiceJson(i, zone));
  },
  async counts({ ctx }) {
    const c = await countInvoices(ctx);
    return {
      all: c.all,
      paid: c.paid,
      unpaid: c.unpaid,
      overdue: c.overdue,
      outstanding: c.outstandingCents,
      overdue_amount: c.overdueCents,
    };
  },
  async nextNumber({ ctx }) {
    return { number: await peekDocumentNumber(ctx, 'invoice') };
  },
  async create({ ctx, body }) {
    return view(ctx, await createDocument(ctx, 'invoice', body));
  },
  async get({ ctx, params }) {
    return view(ctx, await getDocument(ctx, 'invoice', params.id));
  },
  async update({ ctx, params, body }) {
    return view(ctx, await updateDocument(ctx, 'invoice', params.id, body));
  },
  async remove({ ctx, params }) {
    await deleteInvoice(ctx, params.id);
    return { success: true, message: 'Invoice deleted' };
  },
  async markPaid({ ctx, params, body }) {
    return view(ctx, await markInvoicePaid(ctx, params.id, body));
  },
  async markUnpaid({ ctx, params }) {
    return view(ctx, await markInvoiceUnpaid(ctx, params.id));
  },
  async email({ ctx, params, body }) {
    return view(ctx, await emailInvoice(ctx, params.id, body));
  },
  async pdf({ ctx, params, reply }) {
    return sendPdf(reply, await storedDocumentPdf(ctx, 'invoice', params.id));
  },
  async convertCompleted({ ctx, params }) {
    return convertCompletedJobToInvoice(ctx, params.id);
  },
});
