import { getPublicInvoice } from '../domain/invoices/public-invoice.ts';
import { payInvoiceOnline } from '../domain/payouts/pay-invoice-online.ts';
import { publicInvoiceReceipt } from '../domain/payouts/receipt-pdf.ts';
import { toPublicInvoiceJson } from '../views/public-invoices.views.ts';
import { implement } from './contract.ts';
import { sendPdf } from './pdf-reply.ts';
import { publicInvoicesContract } from './public-invoices.contract.ts';

export const publicInvoicesRoutes = implement(publicInvoicesContract, {
  async get({ ctx, params }) {
    return toPublicInvoiceJson(await getPublicInvoice(ctx, params.token));
  },
  async pay({ ctx, params }) {
    return payInvoiceOnline(ctx, params.token);
  },
  async receipt({ ctx, params, reply }) {
    return sendPdf(reply, await publicInvoiceReceipt(ctx, params.token), 'no-store');
  },
});
