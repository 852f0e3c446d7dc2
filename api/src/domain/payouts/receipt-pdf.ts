import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { documentLinkScope } from '../../db/cross-organisation.ts';
import { notFound } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from '../../rules/payment-methods.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import type { DocumentPdf } from '../documents/document-pdf.ts';
import { businessLines, type PrintableDocument, printableOrganisation } from '../documents/printable-document.ts';
import { renderPdf } from '../documents/render-pdf.ts';
import { findInvoiceByToken } from '../invoices/public-invoice.ts';

// A payment's receipt as a PDF: the business as its invoices print it (name,
// ABN, address, contact), who paid, for which invoice, the amount, how and when, and the balance left. Attached to
// the receipt email, and offered on the customer's invoice page once it is paid.

/** What a receipt reads of a payment row (a succeeded payment of an invoice). */
export const receiptRead = {
  select: {
    id: true,
    orgId: true,
    kind: true,
    status: true,
    amountCents: true,
    method: true,
    receivedOn: true,
    updatedAt: true,
    invoice: { select: { number: true, totalCents: true, paidCents: true, customer: { select: { name: true } } } },
  },
} as const;

export interface ReceiptPayment {
  orgId: string;
  amountCents: number;
  method: string;
  receivedOn: Date;
  updatedAt: Date;
  invoice: { number: string; totalCents: number; paidCents: number; customer: { name: string } | null } | null;
}

/** How a receipt says it was paid: 'online' (by card or from a bank account through the payment provider) or as recorded ('by bank transfer'). */
const paidBy = (method: string) =>
  method === 'online' ? 'online' : isPaymentMethod(method) ? `by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}` : '';

/** The receipt's PDF, read with the caller's client (the workers' or the public link's). */
export async function receiptPdf(
  db: Db,
  payment: ReceiptPayment & { invoice: NonNullable<ReceiptPayment['invoice']> },
): Promise<DocumentPdf> {
  const org = await printableOrganisation(db, payment.orgId);
  const { invoice } = payment;
  const day = formatLongDate(payment.receivedOn, org.timeZone);
  const doc: PrintableDocument = {
    heading: 'Receipt',
    fileName: `Receipt-${invoice.number.replace(/[^\w.-]+/g, '_')}.pdf`,
    business: businessLines(org),
    meta: [
      ['Date', day],
      ['Invoice number', invoice.number],
    ],
    customerLabel: 'RECEIVED FROM',
    customer: invoice.customer ? [invoice.customer.name] : [],
    title: `Payment for invoice ${invoice.number}`,
    summary: null,
    pricesNote: '',
    lines: [],
    totals: [
      ['Invoice total (incl. GST)', formatAud(invoice.totalCents)],
      ['Amount received', formatAud(payment.amountCents)],
      ['Balance left', formatAud(balanceCents(invoice.totalCents, invoice.paidCents))],
    ],
    notes: null,
    terms: null,
    payment: [`Paid ${paidBy(payment.method)} on ${day}. Thank you.`.replace('Paid  on', 'Paid on')],
  };
  // The file's creation date is the row's last change, so the same receipt always gives the same bytes.
  return { fileName: doc.fileName, bytes: await renderPdf(doc, { createdAt: payment.updatedAt }) };
}

/** GET /api/public/invoices/{token}/receipt: the receipt of a paid invoice's last payment, through its emailed link. */
export async function publicInvoiceReceipt(ctx: Context, token: string): Promise<DocumentPdf> {
  const invoice = await findInvoiceByToken(ctx, token);
  // Found by the link's secret: its payments are read in its own organisation.
  const payment =
    invoice.status === 'paid'
      ? await documentLinkScope(ctx, invoice.orgId).payment.findFirst({
          where: { invoiceId: invoice.id, kind: 'payment', status: 'succeeded' },
          orderBy: [{ receivedOn: 'desc' }, { createdAt: 'desc' }],
          ...receiptRead,
        })
      : null;
  if (!payment?.invoice) throw notFound(receiptMessages.notPaid);
  return receiptPdf(documentLinkScope(ctx, invoice.orgId), { ...payment, invoice: payment.invoice });
}

export const receiptMessages = {
  notPaid: 'This invoice is not paid yet: its receipt is made once it is.',
};
