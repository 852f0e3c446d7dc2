import { z } from 'zod';
import type { Prisma } from '../db/generated/client.ts';
import type { DocumentTexts } from '../domain/documents/document-header.ts';
import type { StoredLine } from '../domain/documents/document-input.ts';
import type { documentCustomer } from '../domain/documents/document-query.ts';
import { dayKeyOf } from '../rules/zoned-time.ts';
import { camelKeys } from './account.views.ts';

// What quotes and invoices share in REST (part 2 §3 "Line item"): the line items, the customer, the header and the
// body a client sends. Quotes are in quotes.views.ts, invoices in invoices.views.ts. Money is AUD cents.

type DocumentCustomer = Prisma.CustomerGetPayload<typeof documentCustomer>;
interface StoredHeader extends DocumentTexts {
  id: string;
  number: string;
  customerId: string | null;
  customer: DocumentCustomer | null;
}

export const lineJson = z.object({
  id: z.string(),
  item_name: z.string().nullable(),
  /** An invoice line's price-list item code when it was saved (sent to Xero as ItemCode); null on quotes */
  item_code: z.string().nullable(),
  description: z.string(),
  /** more than 0, up to three decimals (1.5 hours) */
  quantity: z.number(),
  /** AUD cents, in the document's tax mode */
  unit_price: z.number().int(),
  discount_percent: z.number(),
  /** percent: 10 (GST) or 0 */
  tax_rate: z.number().int(),
  amount: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
});

export const toLineJson = (l: StoredLine): z.input<typeof lineJson> => ({
  id: l.id,
  item_name: l.itemName,
  item_code: l.itemCode ?? null,
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

export const toCustomerJson = (c: DocumentCustomer | null): z.input<typeof customerJson> =>
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

/** The header of a quote or an invoice as REST shows it (`documentHeaderJson`). */
export const toDocumentHeaderJson = (d: StoredHeader) => ({
  id: d.id,
  number: d.number,
  customer_id: d.customerId,
  customer_name: d.customer?.name ?? null,
  customer: toCustomerJson(d.customer),
  title: d.title,
  summary: d.summary,
  notes: d.notes,
  terms: d.terms,
  reference: d.reference,
  tax_mode: d.taxMode,
});

/**
 * What a quote's and an invoice's private-link pages share over REST (no sign-in): the business and how to reach it,
 * the customer's name, the texts, the figures and the lines.
 */
export const publicDocumentJson = {
  business_name: z.string(),
  /** The ABN in the ATO's groups ('51 824 753 556'). */
  business_abn: z.string().nullable(),
  /** How the customer reaches the business (its phone and email in Settings); null where it has none. */
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  customer_name: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  tax_mode: z.enum(['exclusive', 'inclusive']),
  issue_date: z.string(),
  subtotal: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  items: z.array(lineJson),
};

interface PublicDocument extends DocumentTexts {
  business: { name: string; abn: string | null; phone: string | null; email: string | null };
  customer: { name: string } | null;
  org: { timeZone: string };
  issueDate: Date;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: StoredLine[];
}

/** The shared part of a private-link page (`publicDocumentJson`). */
export const toPublicDocumentJson = (d: PublicDocument) => ({
  business_name: d.business.name,
  business_abn: d.business.abn,
  business_phone: d.business.phone,
  business_email: d.business.email,
  customer_name: d.customer?.name ?? null,
  title: d.title,
  summary: d.summary,
  notes: d.notes,
  terms: d.terms,
  tax_mode: d.taxMode,
  issue_date: dayKeyOf(d.issueDate, d.org.timeZone),
  subtotal: d.subtotalCents,
  gst: d.taxCents,
  total: d.totalCents,
  items: d.lines.map(toLineJson),
});

/** An instant as ISO 8601, or null. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;
