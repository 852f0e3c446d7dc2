import { z } from 'zod';
import type { PublicInvoice } from '../domain/invoices/public-invoice.ts';
import { PAY_METHODS } from '../rules/payment-rails.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import { iso, publicDocumentJson, toPublicDocumentJson } from './documents.views.ts';

// An invoice as its customer sees it through the emailed link (GET /api/public/invoices/{token}): the GraphQL
// `publicInvoice` in snake_case, money in AUD cents.

/** Where the customer downloads the receipt of a paid invoice (the PDF of its last payment). */
export const receiptUrlOf = (i: Pick<PublicInvoice, 'status' | 'token'>) =>
  i.status === 'paid' ? `/api/public/invoices/${i.token}/receipt` : null;

export const publicInvoiceJson = z.object({
  number: z.string(),
  status: z.enum(['draft', 'sent', 'paid', 'overdue', 'void']),
  ...publicDocumentJson,
  due_date: z.string().nullable(),
  amount_paid: z.number().int(),
  /** What is still owed, never below 0 */
  balance_due: z.number().int(),
  /** The day the invoice was paid (its last payment), in the business's zone */
  paid_date: z.string().nullable(),
  /** Pay now applies: a balance is due and the business takes payments online */
  can_pay: z.boolean(),
  /** Bank payments (BECS, PayTo) made and not yet settled: in neither amount_paid nor balance_due */
  pending_amount: z.number().int(),
  /** What Pay now offers: card, and the bank rails the business allows (au_becs_debit, payto) */
  pay_methods: z.array(z.enum(PAY_METHODS)),
  /** The customer said it is paid ("Already paid? Tell us") and the business has not resumed its reminders */
  paid_claimed: z.boolean(),
  link_expires_at: z.string().nullable(),
  /** The receipt's PDF, once the invoice is paid */
  receipt_url: z.string().nullable(),
});

export const toPublicInvoiceJson = (i: PublicInvoice): z.input<typeof publicInvoiceJson> => ({
  number: i.number,
  status: i.status,
  ...toPublicDocumentJson(i),
  due_date: i.dueAt ? dayKeyOf(i.dueAt, i.org.timeZone) : null,
  amount_paid: i.paidCents,
  balance_due: i.balanceCents,
  paid_date: i.status === 'paid' && i.paidAt ? dayKeyOf(i.paidAt, i.org.timeZone) : null,
  can_pay: i.canPay,
  pending_amount: i.pendingCents,
  pay_methods: i.payMethods,
  paid_claimed: i.paidClaimAt !== null,
  link_expires_at: iso(i.publicTokenExpiresAt),
  receipt_url: receiptUrlOf(i),
});
