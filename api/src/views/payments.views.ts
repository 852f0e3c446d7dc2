import { z } from 'zod';
import type { PaymentRead } from '../domain/payments/payment-query.ts';
import { INVOICE_STATUSES, invoiceDisplayStatus } from '../rules/document-status.ts';
import { balanceCents, creditCents, PAYMENT_KINDS, PAYMENT_STATUSES } from '../rules/invoice-balance.ts';
import { LEDGER_METHODS } from '../rules/payment-methods.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';

// REST shape of a ledger row (GET/POST /api/invoices/{id}/payments, the payment.* webhooks): AUD cents, a refund
// negative; with its invoice's figures after it (null once the invoice was deleted).

export const paymentInvoiceJson = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total_amount: z.number().int(),
  /** Σ of the ledger's succeeded rows */
  amount_paid: z.number().int(),
  /** what is still owed, never below 0 */
  balance_due: z.number().int(),
  /** paid above the total: to refund or apply */
  credit: z.number().int(),
});

export const paymentJson = z.object({
  id: z.string(),
  invoice_id: z.string().nullable(),
  kind: z.enum(PAYMENT_KINDS),
  /** AUD cents: positive for a payment, negative for a refund */
  amount: z.number().int(),
  method: z.enum(LEDGER_METHODS),
  /** the day the money moved, YYYY-MM-DD in the organisation's time zone */
  received_on: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  fee: z.number().int().nullable(),
  /** the payment a refund reverses */
  refund_of: z.string().nullable(),
  /** why the office should look at it (paid after the invoice was voided or deleted …), or null */
  attention: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  invoice: paymentInvoiceJson.nullable(),
});

export const toPaymentJson = (p: PaymentRead, zone: { timeZone: string; todayStart: Date }): z.input<typeof paymentJson> => ({
  id: p.id,
  invoice_id: p.invoiceId,
  kind: p.kind,
  amount: p.amountCents,
  method: (LEDGER_METHODS as readonly string[]).includes(p.method) ? (p.method as (typeof LEDGER_METHODS)[number]) : 'other',
  received_on: dayKeyOf(p.receivedOn, zone.timeZone),
  status: p.status,
  provider: p.provider,
  provider_payment_id: p.providerPaymentId,
  provider_refund_id: p.providerRefundId,
  fee: p.feeCents,
  refund_of: p.refundOfId,
  attention: p.attention,
  note: p.note,
  created_at: p.createdAt.toISOString(),
  invoice: p.invoice && {
    id: p.invoice.id,
    number: p.invoice.number,
    status: invoiceDisplayStatus(p.invoice.status, p.invoice.dueAt, zone.todayStart),
    total_amount: p.invoice.totalCents,
    amount_paid: p.invoice.paidCents,
    balance_due: balanceCents(p.invoice.totalCents, p.invoice.paidCents),
    credit: creditCents(p.invoice.totalCents, p.invoice.paidCents),
  },
});
