import { z } from 'zod';
import type { InvoiceRead } from '../domain/invoices/invoice-query.ts';
import { INVOICE_STATUSES, invoiceDisplayStatus } from '../rules/document-status.ts';
import { balanceCents, creditCents } from '../rules/invoice-balance.ts';
import { isPaymentMethod, PAYMENT_METHODS } from '../rules/payment-methods.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import { documentHeaderJson, iso, lineJson, toDocumentHeaderJson, toLineJson } from './documents.views.ts';

// REST shape of an invoice (part 2 §3 "Invoice"): the spec's names (total_amount, subTotal, taxTotal, grandTotal)
// beside plain ones. Money is AUD cents; status is as shown (overdue derived).

export const invoiceJson = z.object({
  ...documentHeaderJson,
  status: z.enum(INVOICE_STATUSES),
  /** the issue date, YYYY-MM-DD in the organisation's time zone */
  date: z.string(),
  due_at: z.string().nullable(),
  due_date: z.string().nullable(),
  xero_id: z.string().nullable(),
  total_amount: z.number().int(),
  subTotal: z.number().int(),
  taxTotal: z.number().int(),
  grandTotal: z.number().int(),
  items: z.array(lineJson),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** the day the payment came in, YYYY-MM-DD in the organisation's time zone */
  paid_on: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** Σ of the payment ledger's succeeded rows (refunds taken off), AUD cents */
  amount_paid: z.number().int(),
  /** what the customer still owes: total less paid, never below 0 */
  balance_due: z.number().int(),
  /** paid above the total (an over-payment to refund or apply), else 0 */
  credit: z.number().int(),
  completed_job_id: z.string().nullable(),
  quote_id: z.string().nullable(),
  /** full: the whole work; deposit: a part of the quote paid first (deducted on the quote's full invoice) */
  kind: z.enum(['full', 'deposit']),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toInvoiceJson = (i: InvoiceRead, zone: { timeZone: string; todayStart: Date }): z.input<typeof invoiceJson> => ({
  ...toDocumentHeaderJson(i),
  status: invoiceDisplayStatus(i.status, i.dueAt, zone.todayStart),
  date: dayKeyOf(i.issueDate, zone.timeZone),
  due_at: iso(i.dueAt),
  due_date: i.dueAt ? dayKeyOf(i.dueAt, zone.timeZone) : null,
  xero_id: i.xeroId,
  total_amount: i.totalCents,
  subTotal: i.subtotalCents,
  taxTotal: i.taxCents,
  grandTotal: i.totalCents,
  items: i.lines.map(toLineJson),
  sent_at: iso(i.sentAt),
  paid_at: iso(i.paidAt),
  paid_on: i.paidAt ? dayKeyOf(i.paidAt, zone.timeZone) : null,
  payment_method: isPaymentMethod(i.paymentMethod) ? i.paymentMethod : null,
  amount_paid: i.paidCents,
  balance_due: balanceCents(i.totalCents, i.paidCents),
  credit: creditCents(i.totalCents, i.paidCents),
  completed_job_id: i.completedJob?.id ?? null,
  quote_id: i.quoteId,
  kind: i.kind,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});
