import { z } from 'zod';
import type { PublicInvoice } from '../domain/invoices/public-invoice.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import { iso, lineJson, toLineJson } from './documents.views.ts';

// An invoice as its customer sees it through the emailed link (GET /api/public/invoices/{token}): the GraphQL
// `publicInvoice` in snake_case, money in AUD cents.

/** Where the customer downloads the receipt of a paid invoice (the PDF of its last payment). */
export const receiptUrlOf = (i: Pick<PublicInvoice, 'status' | 'token'>) =>
  i.status === 'paid' ? `/api/public/invoices/${i.token}/receipt` : null;

export const publicInvoiceJson = z.object({
  number: z.string(),
  status: z.enum(['draft', 'sent', 'paid', 'overdue', 'void']),
  business_name: z.string(),
  business_abn: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  customer_name: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  tax_mode: z.enum(['exclusive', 'inclusive']),
  issue_date: z.string(),
  due_date: z.string().nullable(),
  subtotal: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  amount_paid: z.number().int(),
  /** What is still owed, never below 0 */
  balance_due: z.number().int(),
  /** The day the invoice was paid (its last payment), in the business's zone */
  paid_date: z.string().nullable(),
  items: z.array(lineJson),
  /** Pay now applies: a balance is due and the business takes payments online */
  can_pay: z.boolean(),
  /** The customer said it is paid ("Already paid? Tell us") and the business has not resumed its reminders */
  paid_claimed: z.boolean(),
  link_expires_at: z.string().nullable(),
  /** The receipt's PDF, once the invoice is paid */
  receipt_url: z.string().nullable(),
});

export const toPublicInvoiceJson = (i: PublicInvoice): z.input<typeof publicInvoiceJson> => ({
  number: i.number,
  status: i.status,
  business_name: i.business.name,
  business_abn: i.business.abn,
  business_phone: i.business.phone,
  business_email: i.business.email,
  customer_name: i.customer?.name ?? null,
  title: i.title,
  summary: i.summary,
  notes: i.notes,
  terms: i.terms,
  tax_mode: i.taxMode,
  issue_date: dayKeyOf(i.issueDate, i.org.timeZone),
  due_date: i.dueAt ? dayKeyOf(i.dueAt, i.org.timeZone) : null,
  subtotal: i.subtotalCents,
  gst: i.taxCents,
  total: i.totalCents,
  amount_paid: i.paidCents,
  balance_due: i.balanceCents,
  paid_date: i.status === 'paid' && i.paidAt ? dayKeyOf(i.paidAt, i.org.timeZone) : null,
  items: i.lines.map(toLineJson),
  can_pay: i.canPay,
  paid_claimed: i.paidClaimAt !== null,
  link_expires_at: iso(i.publicTokenExpiresAt),
  receipt_url: receiptUrlOf(i),
});
