import { z } from 'zod';
import type { Prisma } from '../db/generated/client.ts';
import type { DocumentTexts } from '../domain/documents/document-header.ts';
import type { StoredLine } from '../domain/documents/document-input.ts';
import type { documentCustomer } from '../domain/documents/document-query.ts';
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

/** An instant as ISO 8601, or null. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;
