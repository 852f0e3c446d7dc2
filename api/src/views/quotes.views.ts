import { z } from 'zod';
import type { PublicQuote } from '../domain/quotes/public-quote.ts';
import type { QuoteRead } from '../domain/quotes/quote-query.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import {
  documentHeaderJson,
  iso,
  lineJson,
  publicDocumentJson,
  toDocumentHeaderJson,
  toLineJson,
  toPublicDocumentJson,
} from './documents.views.ts';

// REST shapes of quotes (part 2 §3 "Quote"); what invoices share is in documents.views.ts. Money is AUD cents.

export const quoteJson = z.object({
  ...documentHeaderJson,
  status: z.enum(['draft', 'sent', 'accepted', 'rejected']),
  /** YYYY-MM-DD in the organisation's time zone */
  issue_date: z.string(),
  expiry_date: z.string().nullable(),
  xero_id: z.string().nullable(),
  /** AUD cents excluding GST */
  subtotal: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  items: z.array(lineJson),
  sent_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  responded_by_name: z.string().nullable(),
  job_id: z.string().nullable(),
  /** The deposit asked at acceptance: a percentage of the total or an amount in cents (at most one; null: none) */
  deposit_percent: z.number().nullable(),
  deposit_amount_cents: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toQuoteJson = (q: QuoteRead, timeZone: string): z.input<typeof quoteJson> => ({
  ...toDocumentHeaderJson(q),
  status: q.status,
  issue_date: dayKeyOf(q.issueDate, timeZone),
  expiry_date: q.expiryDate ? dayKeyOf(q.expiryDate, timeZone) : null,
  xero_id: q.xeroId,
  subtotal: q.subtotalCents,
  gst: q.taxCents,
  total: q.totalCents,
  items: q.lines.map(toLineJson),
  sent_at: iso(q.sentAt),
  accepted_at: iso(q.acceptedAt),
  rejected_at: iso(q.rejectedAt),
  responded_by_name: q.respondedByName,
  job_id: q.job?.id ?? null,
  deposit_percent: q.depositPercent,
  deposit_amount_cents: q.depositAmountCents,
  created_at: q.createdAt.toISOString(),
  updated_at: q.updatedAt.toISOString(),
});

export const publicQuoteJson = z.object({
  number: z.string(),
  status: z.enum(['draft', 'sent', 'accepted', 'rejected']),
  ...publicDocumentJson,
  expiry_date: z.string().nullable(),
  can_respond: z.boolean(),
  /** The deposit the quote asks at acceptance, GST included, in cents (null: none) */
  deposit: z.number().int().nullable(),
  /** Accept & pay deposit applies (the quote is sent, asks a deposit still owed, the business takes payments online) */
  can_pay_deposit: z.boolean(),
  responded_by_name: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  pdf_url: z.string(),
});

export const toPublicQuoteJson = (q: PublicQuote): z.input<typeof publicQuoteJson> => ({
  number: q.number,
  status: q.status,
  ...toPublicDocumentJson(q),
  expiry_date: q.expiryDate ? dayKeyOf(q.expiryDate, q.org.timeZone) : null,
  can_respond: q.canRespond,
  deposit: q.depositCents,
  can_pay_deposit: q.canPayDeposit,
  responded_by_name: q.respondedByName,
  link_expires_at: iso(q.publicTokenExpiresAt),
  pdf_url: `/api/public/quotes/${q.token}/pdf`,
});
