import { TaxMode } from '../../db/generated/enums.ts';
import { organisationZone } from '../../domain/documents/organisation-zone.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { builder } from '../builder.ts';

// What quotes and invoices share in the schema (issue 13): the tax mode, the line items, the line input of the
// editor, and the live change of a document's status. Quotes are in quotes.ts, invoices in invoices.ts.

export const TaxModeEnum = builder.enumType(TaxMode, {
  name: 'TaxMode',
  description: 'exclusive: line prices exclude GST (GST added); inclusive: line prices include GST (GST = amount / 11)',
});

interface LineRow {
  id: string;
  position: number;
  itemName: string | null;
  description: string;
  quantity: number;
  unitAmountCents: number;
  discountPercent: number;
  taxRate: number;
  amountCents: number;
  taxCents: number;
  totalCents: number;
}

export const DocumentLineRef = builder.objectRef<LineRow>('DocumentLine').implement({
  description: 'A line item of a quote or invoice; every figure computed by the API on save (AUD cents)',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    itemName: t.exposeString('itemName', { nullable: true }),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
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
    quantity: t.int({ required: true, description: 'A whole number ≥ 1' }),
    unitPriceCents: t.int({ required: true, description: 'AUD cents ≥ 0, in the document’s tax mode' }),
    discountPercent: t.float({ description: '0–100 (clamped)' }),
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

/** A stored instant as the day it falls on in the organisation's zone (YYYY-MM-DD). */
export const dayOf = async (instant: Date | null, ctx: Parameters<typeof organisationZone>[0]) =>
  instant ? dayKeyOf(instant, await organisationZone(ctx)) : null;

export const dateHelp = "YYYY-MM-DD (a day in the organisation's time zone) or an ISO instant; null or '' for none";
