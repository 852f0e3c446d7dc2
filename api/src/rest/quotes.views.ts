import { z } from 'zod';
import type { DocumentPdf } from '../domain/documents/document-pdf.ts';
import type { PublicQuote } from '../domain/quotes/public-quote.ts';
import type { QuoteRead } from '../domain/quotes/quote-query.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import { camelKeys } from './account.views.ts';

// REST shapes of quotes (part 2 §3 "Quote", "Line item"), and the line items invoices share. Money is AUD cents.

export const lineJson = z.object({
  id: z.string(),
  item_name: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  /** AUD cents, in the document's tax mode */
  unit_price: z.number().int(),
  discount_percent: z.number(),
  /** percent: 10 (GST) or 0 */
  tax_rate: z.number().int(),
  amount: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
});

type LineRow = QuoteRead['lines'][number];
export const toLineJson = (l: Omit<LineRow, 'quoteId'>): z.input<typeof lineJson> => ({
  id: l.id,
  item_name: l.itemName,
  description: l.description,
  quantity: l.quantity,
  unit_price: l.unitAmountCents,
  discount_percent: l.discountPercent,
  tax_rate: l.taxRate,
  amount: l.amountCents,
  gst: l.taxCents,
  total: l.totalCents,
});

/** A line as a client sends it: description, quantity, unit_amount (cents), tax_rate; item_name and discount_percent optional. */
export const lineBody = (v: unknown) => {
  const line = camelKeys(v) as Record<string, unknown> | unknown;
  if (!line || typeof line !== 'object') return line;
  const { unitAmount, unitPrice, unitAmountCents, ...rest } = line as Record<string, unknown>;
  return { ...rest, unitAmountCents: unitAmountCents ?? unitAmount ?? unitPrice };
};

/** A quote or invoice body: snake_case or camelCase, lines as `lines` or `items`. */
export const documentBody = (v: unknown) => {
  const body = camelKeys(v);
  if (!body || typeof body !== 'object') return body;
  const { items, lines, ...rest } = body as Record<string, unknown>;
  const list = lines ?? items;
  return { ...rest, ...(list !== undefined ? { lines: Array.isArray(list) ? list.map(lineBody) : list } : {}) };
};

export const customerJson = z
  .object({
    id: z.string(),
    name: z.string(),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .nullable();

export const toCustomerJson = (c: QuoteRead['customer']): z.input<typeof customerJson> =>
  c ? { id: c.id, name: c.name, contact_name: c.contactName, email: c.email, phone: c.phone } : null;

/** What a quote and an invoice share in REST: number, customer, the editor's texts and the tax mode. */
export const documentHeaderJson = {
  id: z.string(),
  number: z.string(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer: customerJson,
  title: z.string().nullable(),
  summary: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  reference: z.string().nullable(),
  tax_mode: z.enum(['exclusive', 'inclusive']),
};

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
  created_at: z.string(),
  updated_at: z.string(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toQuoteJson = (q: QuoteRead, timeZone: string): z.input<typeof quoteJson> => ({
  id: q.id,
  number: q.number,
  status: q.status,
  customer_id: q.customerId,
  customer_name: q.customer?.name ?? null,
  customer: toCustomerJson(q.customer),
  title: q.title,
  summary: q.summary,
  notes: q.notes,
  terms: q.terms,
  reference: q.reference,
  tax_mode: q.taxMode,
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
  created_at: q.createdAt.toISOString(),
  updated_at: q.updatedAt.toISOString(),
});

export const publicQuoteJson = z.object({
  number: z.string(),
  status: z.enum(['draft', 'sent', 'accepted', 'rejected']),
  business_name: z.string(),
  business_abn: z.string().nullable(),
  customer_name: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  tax_mode: z.enum(['exclusive', 'inclusive']),
  issue_date: z.string(),
  expiry_date: z.string().nullable(),
  subtotal: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  items: z.array(lineJson),
  can_respond: z.boolean(),
  responded_by_name: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  pdf_url: z.string(),
});

export const toPublicQuoteJson = (q: PublicQuote): z.input<typeof publicQuoteJson> => ({
  number: q.number,
  status: q.status,
  business_name: q.org.name,
  business_abn: q.org.abn,
  customer_name: q.customer?.name ?? null,
  title: q.title,
  summary: q.summary,
  notes: q.notes,
  terms: q.terms,
  tax_mode: q.taxMode,
  issue_date: dayKeyOf(q.issueDate, q.org.timeZone),
  expiry_date: q.expiryDate ? dayKeyOf(q.expiryDate, q.org.timeZone) : null,
  subtotal: q.subtotalCents,
  gst: q.taxCents,
  total: q.totalCents,
  items: q.lines.map(toLineJson),
  can_respond: q.canRespond,
  responded_by_name: q.respondedByName,
  link_expires_at: iso(q.publicTokenExpiresAt),
  pdf_url: `/api/public/quotes/${q.token}/pdf`,
});

/** Sends a PDF to be shown in the browser (Preview) or saved under its document number. */
export function sendPdf(reply: import('fastify').FastifyReply, pdf: DocumentPdf, cache: 'private' | 'no-store' = 'private') {
  reply
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', cache === 'private' ? 'private, no-cache' : 'no-store')
    .type('application/pdf');
  return reply.send(pdf.bytes);
}
