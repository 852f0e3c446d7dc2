import type { ObjectRef } from '@pothos/core';
import { TaxMode } from '../../db/generated/enums.ts';
import type { DocumentTexts } from '../../domain/documents/document-header.ts';
import type { StoredLine } from '../../domain/documents/document-input.ts';
import type { DocumentEmailDraft } from '../../domain/documents/email-document.ts';
import { organisationTimeZone } from '../../domain/organisation-time-zone.ts';
import { DOCUMENT_NUMBER_PREFIX, type DocumentKind } from '../../rules/document-status.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { builder } from '../builder.ts';

// What quotes and invoices share in the schema: the tax mode, the line items, the fields of a stored
// document, and the editor's input. Quotes are in quotes.ts, invoices in invoices.ts.

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export const TaxModeEnum = builder.enumType(TaxMode, {
  name: 'TaxMode',
  description: 'exclusive: line prices exclude GST (GST added); inclusive: line prices include GST (GST = amount / 11)',
});

export const DocumentLineRef = builder.objectRef<StoredLine>('DocumentLine').implement({
  description: 'A line item of a quote or invoice; every figure computed by the API on save (AUD cents)',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    itemName: t.exposeString('itemName', { nullable: true }),
    itemCode: t.string({
      nullable: true,
      description: "An invoice line's price-list item code when it was saved (Xero's ItemCode); null on quotes",
      resolve: (l) => l.itemCode ?? null,
    }),
    description: t.exposeString('description'),
    quantity: t.exposeFloat('quantity', { description: 'More than 0, up to three decimals (1.5 hours)' }),
    unitPriceCents: t.exposeInt('unitAmountCents', { description: 'As entered: excluding GST (exclusive) or including it (inclusive)' }),
    discountPercent: t.exposeFloat('discountPercent'),
    taxRate: t.exposeInt('taxRate', { description: 'Percent: 10 (GST) or 0 (Tax Exempt)' }),
    amountCents: t.exposeInt('amountCents', { description: 'qty × price × (1 − discount/100)' }),
    gstCents: t.exposeInt('taxCents', { description: '10 % of the amount (exclusive) or amount / 11 (inclusive)' }),
    totalCents: t.exposeInt('totalCents', { description: 'amount + GST (exclusive) or amount (inclusive)' }),
  }),
});

export const DocumentLineInput = builder.inputType('DocumentLineInput', {
  description: 'A line as the editor sends it; the API recomputes its figures',
  fields: (t) => ({
    itemName: t.string(),
    description: t.string(),
    quantity: t.float({ required: true, description: 'More than 0 and at most 100,000, up to three decimals (1.5 hours)' }),
    unitPriceCents: t.int({
      required: true,
      description: 'AUD cents, in the document’s tax mode (below 0 for a credit line, such as a deposit paid)',
    }),
    discountPercent: t.float({ description: '0–100, up to two decimals (default 0)' }),
    taxRate: t.int({ description: '10 (GST, default) or 0 (Tax Exempt)' }),
  }),
});

/** An editor line from GraphQL as the domain reads it. */
export const domainLine = (l: {
  itemName?: string | null;
  description?: string | null;
  quantity: number;
  unitPriceCents: number;
  discountPercent?: number | null;
  taxRate?: number | null;
}) => ({
  itemName: l.itemName,
  description: l.description,
  quantity: l.quantity,
  unitAmountCents: l.unitPriceCents,
  discountPercent: l.discountPercent ?? 0,
  taxRate: l.taxRate ?? 10,
});

export const EmailDraftRef = builder.objectRef<DocumentEmailDraft>('EmailDraft').implement({
  description:
    'The subject and message the email dialog starts from; the sender may edit both. The PDF and the quote’s link or the invoice’s bank details are always added',
  fields: (t) => ({ subject: t.exposeString('subject'), message: t.exposeString('message') }),
});

/** A stored instant as the day it falls on in the organisation's zone (YYYY-MM-DD). */
export const dayOf = async (instant: Date | null, ctx: Parameters<typeof organisationTimeZone>[0]) =>
  instant ? dayKeyOf(instant, await organisationTimeZone(ctx)) : null;

export const dateHelp = "YYYY-MM-DD (a day in the organisation's time zone) or an ISO instant; null or '' for none";

/** The editor's texts and tax mode: the same on a quote, an invoice and the customer's page of a quote. */
export function documentTextFields(ref: ObjectRef<Types, DocumentTexts>) {
  builder.objectFields(ref, (t) => ({
    title: t.exposeString('title', { nullable: true }),
    summary: t.exposeString('summary', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    terms: t.exposeString('terms', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true }),
    taxMode: t.expose('taxMode', { type: TaxModeEnum }),
  }));
}

/**
 * What a stored quote and a stored invoice both show besides their texts: the issue day, the totals, when it was
 * sent, created and updated. (Quote and Invoice load all their columns, so these fields need no selection.)
 */
export function storedDocumentFields(ref: ObjectRef<Types, StoredDocument>) {
  documentTextFields(ref);
  builder.objectFields(ref, (t) => ({
    issueDate: t.string({
      description: "YYYY-MM-DD in the organisation's time zone",
      resolve: async (d, _args, ctx) => (await dayOf(d.issueDate, ctx)) as string,
    }),
    subtotalCents: t.exposeInt('subtotalCents', { description: 'Sum of the lines excluding GST (AUD cents)' }),
    gstCents: t.exposeInt('taxCents', { description: 'Sum of the lines’ GST (AUD cents)' }),
    totalCents: t.exposeInt('totalCents', { description: 'Sum of the line totals: what the customer pays (AUD cents)' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }));
}

interface StoredDocument extends DocumentTexts {
  issueDate: Date;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of the editor's input both documents share; each adds its later date (expiry or due). */
export const documentInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>, kind: DocumentKind) => ({
  customerId: t.id(),
  title: t.string(),
  summary: t.string(),
  notes: t.string(),
  terms: t.string({ description: `Left out on create: the organisation's ${kind} terms` }),
  reference: t.string(),
  number: t.string({
    description: `Blank for the next ${DOCUMENT_NUMBER_PREFIX[kind]} number; a number already used is refused (CONFLICT)`,
  }),
  issueDate: t.string({ description: dateHelp }),
  taxMode: t.field({ type: TaxModeEnum }),
  lines: t.field({ type: [DocumentLineInput], description: 'At least one line (required on create)' }),
});

/** GraphQL's document input as the domain reads it: fields left out stay out, lines in the domain's words. */
export function domainDocumentInput(input: { lines?: Parameters<typeof domainLine>[0][] | null } & Record<string, unknown>) {
  const { lines, ...rest } = input;
  return Object.fromEntries(
    Object.entries({ ...rest, ...(lines !== undefined ? { lines: lines?.map(domainLine) ?? null } : {}) }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}
